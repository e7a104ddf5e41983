export { Link, LinkProvider, LINK_TONES, LINK_UNDERLINES } from './Link.tsx';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkProps,
  LinkProviderProps,
  LinkTone,
  LinkUnderline,
} from './Link.tsx';
