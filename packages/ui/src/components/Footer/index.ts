export { Footer } from './Footer.tsx';
export type { FooterLink, FooterLinkGroup, FooterProps } from './Footer.tsx';
