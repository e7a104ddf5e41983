import { exampleMatch } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS, type Language } from '@touchline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, ok, server, type Seen } from '../testing/server.ts';
import { renderSite } from '../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Team names as the server words them in each language it is asked in. */
const NAMES: Record<string, string> = { ENG: 'Hanoi FC', VIE: 'Hà Nội FC', THA: 'ฮานอย เอฟซี' };

function matchesIn(body: unknown) {
  const language = (body as { languageType?: string }).languageType ?? 'ENG';
  const match = JSON.parse(JSON.stringify(exampleMatch).replaceAll('Hanoi FC', NAMES[language]!));
  return ok({ records: [match], total: 1, current: 1, size: 50 });
}

async function open(path: string) {
  const seen: Seen[] = [];
  server.use(
    ...exampleHandlers(
      {
        listMatches: matchesIn,
        listRecommendedMatches: (body) => ok((matchesIn(body).data as { records: [] }).records),
      },
      seen,
    ),
  );
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  // the clients send the active language, as the site's own shell does (main.tsx)
  let i18n: I18n | null = null;
  const getLanguage = () => (i18n?.resolvedLanguage ?? 'en') as Language;
  ({ i18n } = await renderSite(path, { local, shellDeps: { getLanguage } }));
  return seen;
}

/** The header's language switcher, named in the language the page is in. */
const SWITCHER = /^(Language|Ngôn ngữ|ภาษา|语言)/;

async function switchTo(name: RegExp) {
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: SWITCHER }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name }));
}

describe('a switch of language without a reload', () => {
  it("asks the home page's recommended matches again, in the new language", async () => {
    await open('/');
    const region = await screen.findByRole('region', { name: 'Recommended matches' });
    expect((await within(region).findAllByText(/Hanoi FC/)).length).toBeGreaterThan(0);
    await switchTo(/Tiếng Việt/);
    await switchTo(/ไทย/);
    const thai = await screen.findByRole('region', { name: 'การแข่งขันแนะนำ' });
    expect((await within(thai).findAllByText(/ฮานอย เอฟซี/)).length).toBeGreaterThan(0);
    expect(within(thai).queryByText(/Hà Nội FC|Hanoi FC/)).toBeNull();
  });

  it("asks the sportsbook's list again, in the new language", async () => {
    const seen = await open('/sports');
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect((await within(list).findAllByText('Hanoi FC')).length).toBeGreaterThan(0);
    await switchTo(/Tiếng Việt/);
    expect((await screen.findAllByText('Hà Nội FC')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Hanoi FC')).toBeNull();
    const asked = seen.filter((s) => s.call === 'listMatches');
    expect(asked.map((s) => (s.body as { languageType: string }).languageType)).toContain('VIE');
  });
});
