export { Header, HEADER_LAYOUTS } from './Header.tsx';
export type { HeaderBalance, HeaderLayout, HeaderProps, HeaderUser } from './Header.tsx';
