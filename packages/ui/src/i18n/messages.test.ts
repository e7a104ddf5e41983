import { LANGUAGES } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS, uiMessages } from './messages.ts';

describe('ui messages', () => {
  it('every area has the same keys in every language, and no empty text', () => {
    for (const [area, messages] of Object.entries(MESSAGE_AREAS)) {
      const keys = Object.keys(messages.en).sort();
      for (const lang of LANGUAGES) {
        const pack = messages[lang] as Record<string, string>;
        expect(Object.keys(pack).sort(), `${area}/${lang}`).toEqual(keys);
        for (const key of keys) expect(pack[key]?.trim(), `${area}/${lang}/${key}`).toBeTruthy();
      }
    }
  });

  it('no key is defined by two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(MESSAGE_AREAS)) {
      for (const key of Object.keys(messages.en)) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('merges all areas per language', () => {
    expect(uiMessages.vi.noData).toBe('Không có dữ liệu');
    expect(Object.keys(uiMessages.th)).toEqual(Object.keys(uiMessages.en));
  });
});
