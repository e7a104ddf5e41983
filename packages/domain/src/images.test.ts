import { describe, expect, it } from 'vitest';
import { firstImage } from './index.ts';

describe('firstImage', () => {
  it.each([
    ['a.png,b.png', 'a.png'],
    [' , ,b.png ,c.png', 'b.png'],
    ['  https://cdn.example/x.jpg  ', 'https://cdn.example/x.jpg'],
    ['', 'default.png'],
    [',,,', 'default.png'],
    ['   ', 'default.png'],
    [null, 'default.png'],
    [undefined, 'default.png'],
    ['图片.png', '图片.png'],
  ])('%j → %s', (csv, out) => {
    expect(firstImage(csv, 'default.png')).toBe(out);
  });
});
