import { describe, expect, it } from 'vitest';
import { graphemes, maskAccount, maskName } from './index.ts';

describe('maskAccount', () => {
  it.each([
    ['abcdef', 'abc*ef'],
    ['abcdefg', 'abc*efg'],
    ['13812345678', '138****5678'],
    ['abcdefgh', 'abc*efgh'],
    ['abcde', 'a****'],
    ['ab', 'a*'],
    ['a', 'a'],
    ['', ''],
    ['用户名称很长的账号', '用户名**长的账号'],
    ['0987654321', '098***4321'],
  ])('%s → %s', (input, out) => {
    expect(maskAccount(input)).toBe(out);
  });
  it('counts user-perceived characters, never splitting one', () => {
    expect(maskAccount('👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽')).toBe('👍🏽👍🏽👍🏽*👍🏽👍🏽');
  });
  it('gives empty text for a value that is not text', () => {
    expect(maskAccount(null as unknown as string)).toBe('');
    expect(maskAccount(13812345678 as unknown as string)).toBe('');
  });
  it('keeps the length of a long account', () => {
    const long = 'x'.repeat(10_000);
    const masked = maskAccount(long);
    expect(masked).toHaveLength(10_000);
    expect(masked.startsWith('xxx*')).toBe(true);
    expect(masked.endsWith('*xxxx')).toBe(true);
  });
});

describe('maskName', () => {
  it.each([
    ['张', '*'],
    ['张三', '张*'],
    ['张三丰', '张*丰'],
    ['欧阳娜娜', '欧**娜'],
    ['John Smith', 'John *****'],
    ['Nguyen Van An', 'Nguyen *** An'],
    ['Nguyễn Thị Minh Khai', 'Nguyễn *** **** Khai'],
    ['สมชาย ใจดี', 'สมชาย ***'],
    ['  John   Smith  ', 'John *****'],
    ['', ''],
    ['   ', ''],
    ['Jo', 'J*'],
  ])('%s → %s', (input, out) => {
    expect(maskName(input)).toBe(out);
  });
  it('counts combining marks with their letter', () => {
    // "Việt" written with a combining dot below and circumflex: 4 user-perceived characters
    const decomposed = 'Vie\u0323\u0302t';
    expect(graphemes(decomposed)).toHaveLength(4);
    expect(maskName(decomposed)).toBe('V**t');
  });
  it('gives empty text for a value that is not text', () => {
    expect(maskName(undefined as unknown as string)).toBe('');
  });
});
