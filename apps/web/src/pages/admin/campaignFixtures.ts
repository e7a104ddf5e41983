import type { AdminCampaign, CampaignDetail } from '@touchline/api';
import { exampleAdminCampaign, exampleSignInCampaign } from '@touchline/api/examples';
import type { Language } from '@touchline/domain';

/**
 * The campaigns section's stories and tests: the contract's example campaign, and the page the
 * server builds of it in each language (the fixtures answer one page whatever is asked).
 */
export const draftCampaign: AdminCampaign = exampleAdminCampaign;

/** The example campaign published and ended early. */
export const endedCampaign: AdminCampaign = {
  ...exampleAdminCampaign,
  row: {
    ...exampleAdminCampaign.row,
    published: true,
    state: 'ended',
    endsAt: exampleAdminCampaign.row.startsAt + 3_600_000,
  },
};

/** The page the preview shows of the example draft in `language`. */
export function previewPage(language: Language): CampaignDetail {
  const d = exampleAdminCampaign.document;
  return {
    ...exampleSignInCampaign,
    slug: d.slug,
    path: d.paths[0]!,
    title: d.hero.title[language],
    subtitle: d.hero.subtitle[language],
    image: d.hero.image,
    rules: d.rules.map((r) => r[language]),
    body: d.body.map((b) => b[language]),
    cta: { label: d.cta.label[language], to: d.cta.to },
    ctaLabel: d.cta.label[language],
    // the draft has no reward tiers of its own
    rewardTiers: [],
  };
}
