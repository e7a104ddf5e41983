import { campaignsCalls, CODES, routerPath, type CampaignDetail } from '@touchline/api';
import { exampleSignInCampaign, platformExamples } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  TEST_ORIGIN,
  type Answer,
  type Seen,
} from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';
import {
  catalogueCampaign,
  CATALOGUE_PATHS,
  exampleNewbieCampaign,
  exampleTournamentCampaign,
  exampleWheelCampaign,
} from './fixtures.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** `getCampaign` answered by the path it asks for (a GET: the path is in the query). */
function campaignByPath(answer: (path: string) => CampaignDetail | null) {
  return http.get(TEST_ORIGIN + routerPath(campaignsCalls.getCampaign.path), ({ request }) => {
    const path = new URL(request.url).searchParams.get('path') ?? '';
    const campaign = answer(path);
    return HttpResponse.json(
      campaign ? ok(campaign) : fail(CODES.notFound, 'There is no campaign at this address.'),
    );
  });
}

/** A member (the example's CNY wallet, 1,250.50 unless `balance` moves) on a campaign page. */
async function openAsMember(
  path: string,
  campaign: () => CampaignDetail,
  answers: Partial<Record<string, Answer>> = {},
  wallet = { balance: '1250.50' },
) {
  const seen: Seen[] = [];
  server.use(
    // first: the handler listed first answers
    campaignByPath(() => campaign()),
    ...exampleHandlers(
      {
        fetchMemberWallet: () => ok({ memberWallet: wallet.balance, currency: 'CNY' }),
        ...answers,
      },
      seen,
    ),
  );
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite(path, { local });
  return { ...site, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();

describe('every campaign route', () => {
  it(`renders its own campaign from the catalogue (${CATALOGUE_PATHS.length} paths)`, async () => {
    expect(CATALOGUE_PATHS.length).toBe(55);
    server.use(
      campaignByPath((path) => catalogueCampaign(path)),
      ...exampleHandlers(),
    );
    const site = await renderSite('/sponsor');
    for (const path of CATALOGUE_PATHS) {
      await act(() => site.router.navigate(path));
      const title = catalogueCampaign(path)!.title;
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title),
      );
      expect(screen.queryByText('No Data')).toBeNull();
    }
  });

  it('says when an address has no campaign, with the way to the promotions', async () => {
    server.use(
      campaignByPath(() => null),
      ...exampleHandlers(),
    );
    await renderSite('/christmas-activities');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There is no campaign here' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all promotions' }).getAttribute('href')).toBe(
      '/activity',
    );
    expect(screen.queryByText('No Data')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows a visitor everything, and a call to log in in place of the actions', async () => {
    server.use(
      campaignByPath(() => ({
        ...exampleSignInCampaign,
        eligibility: { ok: false, reason: 'signInRequired' },
      })),
      ...exampleHandlers(),
    );
    await renderSite('/sign-activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily check-in' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rewards' })).toBeTruthy();
    expect(screen.getByText('Missing a day starts your streak again from day one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in today/ })).toBeNull();
    const call = screen.getByRole('region', { name: 'Log in to take part' });
    await user().click(within(call).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows an ended campaign as ended, with no action', async () => {
    server.use(
      campaignByPath(() => ({
        ...exampleSignInCampaign,
        state: 'ended',
        eligibility: { ok: false, reason: 'ended' },
      })),
      ...exampleHandlers(),
    );
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
    await renderSite('/sign-activity', { local });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This campaign has ended' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in today/ })).toBeNull();
  });
});

describe('/sign-activity, the daily check-in', () => {
  it('pays today once: the balance rises by the day’s reward, and the calendar closes', async () => {
    const wallet = { balance: '1250.50' };
    let signed = false;
    const site = await openAsMember(
      '/sign-activity',
      () => ({
        ...exampleSignInCampaign,
        signIn: { ...exampleSignInCampaign.signIn!, signedToday: signed, streak: signed ? 3 : 2 },
      }),
      {
        signInCampaign: () => {
          if (signed) return fail(400, 'You have already checked in today.');
          signed = true;
          wallet.balance = '1253.50';
          return ok({ amount: '3.00', balance: '1253.50', streak: 3 });
        },
      },
      wallet,
    );
    const button = await screen.findByRole('button', { name: /Sign in today/ });
    await user().click(button);
    expect(await screen.findByText('CN¥3.00 credited to your balance.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/1,253\.50/).length).toBeGreaterThan(0));
    expect(site.calls('signInCampaign')).toHaveLength(1);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Signed in today' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    await expectNoAxeViolations(document.body);
  });

  it('shows the server’s refusal of a second check-in', async () => {
    await openAsMember('/sign-activity', () => exampleSignInCampaign, {
      signInCampaign: fail(400, 'You have already checked in today.'),
    });
    await user().click(await screen.findByRole('button', { name: /Sign in today/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already checked in today.',
    );
  });
});

describe('/luckyWheel', () => {
  it('credits exactly the prize it shows, and gives the spin’s fairness record', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
    const wallet = { balance: '1250.50' };
    // the seed's wheel: segment 3 (a coin stack) pays 5.00
    const spin = { ...platformExamples.spinWheel.response, segmentIndex: 3 };
    const site = await openAsMember(
      '/luckyWheel',
      () => exampleWheelCampaign,
      {
        spinWheel: () => {
          wallet.balance = '1255.50';
          return ok({ ...spin, balance: '1255.50' });
        },
      },
      wallet,
    );
    await user().click(await screen.findByRole('button', { name: 'Spin' }));
    // the spin draws segment 3, which pays 5.00; that is what is shown and what is credited
    expect(await screen.findByText('You won CN¥5.00')).toBeTruthy();
    expect(spin.amount).toBe(exampleWheelCampaign.wheel!.segments[spin.segmentIndex]!.prize);
    // the wheel's segments and prize list name each prize's amount, and the wheel stops on it
    expect(screen.getByText('You won: CN¥5')).toBeTruthy();
    const prizes = screen.getByRole('heading', { name: 'Prizes' }).nextElementSibling!;
    expect(within(prizes as HTMLElement).getByText('CN¥5')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/1,255\.50/).length).toBeGreaterThan(0));
    expect(site.calls('spinWheel')).toHaveLength(1);
    const record = screen.getByRole('region', { name: 'Check this spin' });
    expect(within(record).getByText(spin.fairness.serverSeed)).toBeTruthy();
    expect(within(record).getByText(spin.fairness.serverSeedHash)).toBeTruthy();
    expect(within(record).getByText(String(spin.fairness.nonce))).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});

describe('/newbieactivity', () => {
  it('claims a finished step once', async () => {
    let claimed = false;
    const wallet = { balance: '1250.50' };
    const site = await openAsMember(
      '/newbieactivity',
      () =>
        claimed
          ? {
              ...exampleNewbieCampaign,
              newbie: {
                steps: exampleNewbieCampaign.newbie!.steps.map((s) =>
                  s.task === 'verifyPhone' ? { ...s, status: 'claimed' as const } : s,
                ),
              },
            }
          : exampleNewbieCampaign,
      {
        claimCampaign: () => {
          claimed = true;
          wallet.balance = '1255.50';
          return ok({ amount: '5.00', balance: '1255.50' });
        },
      },
      wallet,
    );
    // the seed's phone step pays 5.00
    await user().click(await screen.findByRole('button', { name: 'Claim CN¥5.00' }));
    expect(await screen.findByText('CN¥5.00 credited to your balance.')).toBeTruthy();
    expect(site.calls('claimCampaign')[0]!.body).toEqual({
      slug: 'newbieactivity',
      step: 'verifyPhone',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull());
    expect(screen.getAllByText('Claimed')).toHaveLength(2);
    await expectNoAxeViolations(document.body);
  });
});

describe('a closed leaderboard', () => {
  it('lets a winner collect the prize the board shows, once', async () => {
    const closed = {
      ...catalogueCampaign('/game-activity')!,
      state: 'ended' as const,
      eligibility: { ok: true as const },
      leaderboard: {
        products: ['games' as const],
        prizes: ['888.00', '388.00'],
        entries: [
          { rank: 1, name: 'lu***88', score: '152300.00', prize: '888.00', you: false, paid: true },
          { rank: 2, name: 'l*****8', score: '45210.50', prize: '388.00', you: true, paid: false },
        ],
      },
    };
    const wallet = { balance: '1250.50' };
    const site = await openAsMember(
      '/game-activity',
      () => closed,
      {
        claimCampaign: () => {
          wallet.balance = '1638.50';
          return ok({ amount: '388.00', balance: '1638.50' });
        },
      },
      wallet,
    );
    await user().click(
      await screen.findByRole('button', { name: 'Collect your prize of CN¥388.00' }),
    );
    expect(await screen.findByText('CN¥388.00 credited to your balance.')).toBeTruthy();
    expect(site.calls('claimCampaign')[0]!.body).toEqual({ slug: 'game-activity' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Collect/ })).toBeNull());
    await expectNoAxeViolations(document.body);
  });
});

describe('a closed leaderboard the server has paid', () => {
  it('says the prize was credited and offers no claim', async () => {
    const paid = {
      ...catalogueCampaign('/game-activity')!,
      state: 'ended' as const,
      eligibility: { ok: false as const, reason: 'ended' as const },
      leaderboard: {
        products: ['games' as const],
        prizes: ['888.00'],
        entries: [
          { rank: 1, name: 'l*****8', score: '45210.50', prize: '888.00', you: true, paid: true },
        ],
      },
    };
    await openAsMember('/game-activity', () => paid);
    expect(
      await screen.findByText('Your prize of CN¥888.00 has been credited to your balance.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Collect/ })).toBeNull();
    await expectNoAxeViolations(document.body);
  });
});

describe('an ended rebate', () => {
  it('lets the last period be claimed, saying until when', async () => {
    const base = catalogueCampaign('/rebate-activity')!;
    const until = Date.UTC(2026, 10, 29, 16); // 2026-11-30 00:00 at UTC+8
    const ended = {
      ...base,
      state: 'ended' as const,
      eligibility: { ok: false as const, reason: 'ended' as const },
      rebate: {
        percent: '0.8',
        period: 'day' as const,
        products: ['sports' as const],
        maxPerPeriod: '8888.00',
        last: {
          startsAt: until - 8 * 86_400_000,
          endsAt: until - 7 * 86_400_000,
          turnover: '12500.00',
          rebate: '100.00',
          claimed: false,
          claimUntil: until,
        },
        currentTurnover: null,
      },
    };
    const site = await openAsMember('/rebate-activity', () => ended, {
      claimCampaign: () => ok({ amount: '100.00', balance: '1350.50' }),
    });
    expect(
      await screen.findByText(/You can claim it until Nov 30, 2026, 12:00\sAM \(UTC\+8\)\./),
    ).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Claim CN¥100.00' }));
    expect(await screen.findByText('CN¥100.00 credited to your balance.')).toBeTruthy();
    expect(site.calls('claimCampaign')[0]!.body).toEqual({ slug: base.slug });
    await expectNoAxeViolations(document.body);
  });
});

describe('a tournament', () => {
  it('lists the feed’s live matches, fixtures and results, each leading to its match', async () => {
    const campaign = exampleTournamentCampaign();
    await openAsMember('/Five-Major-Leagues', () => campaign);
    const fixtures = await screen.findByRole('region', { name: 'Fixtures' });
    expect(
      within(fixtures)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(campaign.tournament!.upcoming.map((f) => `/sports/sportsdetail/${f.id}`));
    const live = screen.getByRole('region', { name: 'Live now' });
    const first = campaign.tournament!.live[0]!;
    expect(
      within(live).getByRole('link', {
        name: `${first.home} v ${first.away}, 2:1, Live 2nd half 67'`,
      }),
    ).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getAllByRole('link')).toHaveLength(campaign.tournament!.results.length);
    expect(screen.getByRole('link', { name: 'Open the sportsbook' }).getAttribute('href')).toBe(
      '/sports?sport=1',
    );
    await expectNoAxeViolations(document.body);
  });

  it('says so when its competitions have no fixture or result yet', async () => {
    await openAsMember('/Five-Major-Leagues', () => exampleTournamentCampaign('en', true));
    expect(
      await screen.findByText('No fixtures are scheduled in these competitions right now.'),
    ).toBeTruthy();
    expect(screen.getByText('No results yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
  });
});

describe('/activity and /sponsor, the promotions', () => {
  it('lists the promotions by category and state, each leading to its campaign', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({}, seen));
    await renderSite('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const card = await screen.findByRole('heading', { level: 2, name: 'Daily check-in' });
    expect(card).toBeTruthy();
    expect(screen.getByRole('link', { name: /Check in/ }).getAttribute('href')).toBe(
      '/sign-activity',
    );
    await user().selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'festival');
    await waitFor(() =>
      expect(seen.filter((s) => s.call === 'listCampaigns').length).toBeGreaterThan(1),
    );
    await expectNoAxeViolations(document.body);
  });
});
