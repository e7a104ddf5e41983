import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';
import { draftCampaign, endedCampaign, previewPage } from './campaignFixtures.ts';
import { CampaignPreview } from './CampaignPreview.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const emptyPage = ok({ list: [], next: null });
const open = '/superadmincenter?tab=campaigns&campaign=41';
const section = '/superadmincenter?tab=campaigns';
const document = draftCampaign.document;
/** The preview shown on its own (as the editor's Preview button shows it under the draft). */
const previewPath = '/superadmincenter/preview';

const meta = {
  title: 'Screens/Admin/Campaigns',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: open, member: true, role: 'superAdmin' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campaigns table beside a draft in the editor: texts, schedule, settings, mechanics. */
export const Editor: Story = {};

export const EditorMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** No campaign chosen yet: the table and an invitation to pick one. */
export const NoCampaignChosen: Story = { args: { path: section } };

/** No campaign in the state asked for. */
export const CampaignsEmpty: Story = {
  args: { path: section, answers: { adminListCampaigns: emptyPage } },
};

/** The campaigns could not be loaded: a retry. */
export const CampaignsError: Story = {
  args: { path: section, answers: { adminListCampaigns: down } },
};

/** The open campaign could not be loaded. */
export const CampaignError: Story = { args: { answers: { adminGetCampaign: down } } };

/** A published campaign that has ended: unpublish is offered, end early is not. */
export const PublishedEnded: Story = {
  args: { answers: { adminGetCampaign: ok(endedCampaign) } },
};

/** The editor in Thai on a phone (long words, no English left). */
export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** The editor in Simplified Chinese. */
export const Chinese: Story = { globals: { locale: 'zh-cn' } };

/** The editor in Vietnamese on a phone. */
export const VietnameseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
};

/** The preview of a draft: the campaign's own page at a phone's width, in English. */
export const PreviewPhone: Story = {
  args: {
    path: previewPath,
    answers: { adminPreviewCampaign: ok(previewPage('en')) },
    panel: <CampaignPreview document={document} initialLanguage="en" initialWidth={375} />,
  },
};

/** The preview at a desktop's width, in English. */
export const PreviewDesktop: Story = {
  args: {
    path: previewPath,
    answers: { adminPreviewCampaign: ok(previewPage('en')) },
    panel: <CampaignPreview document={document} initialLanguage="en" initialWidth={1280} />,
  },
};

/** The preview in Simplified Chinese at a phone's width. */
export const PreviewChinesePhone: Story = {
  args: {
    path: previewPath,
    answers: { adminPreviewCampaign: ok(previewPage('zh-cn')) },
    panel: <CampaignPreview document={document} initialLanguage="zh-cn" initialWidth={375} />,
  },
};

/** The preview in Vietnamese at a desktop's width. */
export const PreviewVietnameseDesktop: Story = {
  args: {
    path: previewPath,
    answers: { adminPreviewCampaign: ok(previewPage('vi')) },
    panel: <CampaignPreview document={document} initialLanguage="vi" initialWidth={1280} />,
  },
};

/** The preview in Thai at a phone's width, on a phone. */
export const PreviewThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    path: previewPath,
    answers: { adminPreviewCampaign: ok(previewPage('th')) },
    panel: <CampaignPreview document={document} initialLanguage="th" initialWidth={375} />,
  },
};

/** A draft the server refuses: its translated reason instead of the page. */
export const PreviewRefused: Story = {
  args: {
    path: previewPath,
    answers: {
      adminPreviewCampaign: {
        code: 400,
        msg: 'The campaign cannot be saved: mechanics.dailyRewards.0.CNY is not valid.',
      },
    },
    panel: <CampaignPreview document={document} />,
  },
};
