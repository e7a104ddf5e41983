import { LANGUAGES, PERIOD_KINDS, SPORT_IDS, type Language } from '@touchline/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createUiI18n } from './createUiI18n.ts';
import { PERIOD_NAME_KEYS, usePeriodName } from './usePeriodName.ts';

function periodNameIn(lang: Language) {
  const i18n = createUiI18n(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => usePeriodName(), { wrapper }).result.current;
}

describe('usePeriodName', () => {
  it('names a soccer half a half in every language, never a quarter', () => {
    expect(periodNameIn('en')(1, 2)).toBe('2nd half');
    expect(periodNameIn('zh-cn')(1, 2)).toBe('下半场');
    expect(periodNameIn('zh-cn')(1, 1)).toBe('上半场');
    expect(periodNameIn('vi')(1, 2)).toBe('Hiệp 2');
    expect(periodNameIn('th')(1, 2)).toBe('ครึ่งหลัง');
    // basketball's quarters are 节 in Chinese; a soccer half is not
    expect(periodNameIn('zh-cn')(3, 2)).toBe('第2节');
    expect(periodNameIn('zh-cn')(1, 2)).not.toContain('节');
  });

  it('names each sport by its own parts', () => {
    const en = periodNameIn('en');
    expect(en(3, 3)).toBe('Quarter 3');
    expect(en(2, 2)).toBe('Period 2');
    expect(en(5, 2)).toBe('Set 2');
    expect(en(7, 7)).toBe('Inning 7');
    expect(en(14, 2)).toBe('Innings 2');
    expect(en(16, 5)).toBe('Frame 5');
    expect(en(19, 9)).toBe('Round 9');
    expect(en(15, 3)).toBe('Game 3');
    const zh = periodNameIn('zh-cn');
    expect(zh(5, 2)).toBe('第2盘');
    expect(zh(13, 2)).toBe('第2局');
    expect(zh(19, 3)).toBe('第3回合');
  });

  it('gives every sport a text with its number in every language', () => {
    for (const lang of LANGUAGES) {
      const name = periodNameIn(lang);
      for (const sportId of SPORT_IDS) {
        const text = name(sportId, 3);
        expect(text, `${lang} ${sportId}`).toMatch(/3/);
        expect(text).not.toContain('{n}');
      }
    }
    expect(Object.keys(PERIOD_NAME_KEYS).sort()).toEqual([...PERIOD_KINDS].sort());
  });

  it('shows a period that is not a number as it came', () => {
    expect(periodNameIn('en')(1, 'HT')).toBe('HT');
  });
});
