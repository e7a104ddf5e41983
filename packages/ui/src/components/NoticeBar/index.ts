export { NoticeBar, NOTICE_BAR_SPEEDS } from './NoticeBar.tsx';
export type { Notice, NoticeBarProps, NoticeBarSpeed } from './NoticeBar.tsx';
