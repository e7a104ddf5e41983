import type { Language } from '@touchline/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createUiI18n } from './createUiI18n.ts';
import { useMatchName } from './useMatchName.ts';

function matchNameIn(lang: Language) {
  const i18n = createUiI18n(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useMatchName(), { wrapper }).result.current;
}

describe('useMatchName', () => {
  it('puts the teams into the one pattern, whatever they contain', () => {
    const { result } = renderHook(() => useMatchName());
    expect(result.current('Arsenal', 'Chelsea')).toBe('Arsenal v Chelsea');
    expect(result.current('$& FC', '{home}')).toBe('$& FC v {home}');
  });

  it.each([
    ['zh-cn', '曼谷 对 河内'],
    ['vi', 'Băng Cốc gặp Hà Nội'],
    ['th', 'กรุงเทพฯ พบ ฮานอย'],
  ] as const)("joins the teams with %s's own word, not the English v (issue 15)", (lang, name) => {
    const teams: Record<typeof lang, readonly [string, string]> = {
      'zh-cn': ['曼谷', '河内'],
      vi: ['Băng Cốc', 'Hà Nội'],
      th: ['กรุงเทพฯ', 'ฮานอย'],
    };
    const [home, away] = teams[lang];
    expect(matchNameIn(lang)(home, away)).toBe(name);
  });
});
