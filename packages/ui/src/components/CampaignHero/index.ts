export {
  CampaignHero,
  CampaignPeriod,
  CAMPAIGN_HERO_HEADING_LEVELS,
  CAMPAIGN_HERO_TONES,
  formatCampaignPeriod,
} from './CampaignHero.tsx';
export type {
  CampaignHeroHeadingLevel,
  CampaignHeroProps,
  CampaignHeroTone,
} from './CampaignHero.tsx';
