import { AVATAR_IDS, firstGrapheme } from '@touchline/domain';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './Avatar.css.ts';

export const AVATAR_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
/** The selectable portraits, ids 1–10. */
export { AVATAR_IDS };

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** One of the ten portraits (1–10, domain AVATAR_IDS). */
  avatarId?: number;
  /** A custom picture; when it fails, the portrait of `avatarId` or the initials of `name` show. */
  src?: string;
  /** The person's name: the accessible name and the initials of the fallback. */
  name?: string;
  /** Hidden from assistive technology, e.g. when the name is written next to it. */
  decorative?: boolean;
  size?: AvatarSize;
  /** Overlaid at the bottom corner, e.g. a `VipBadge`. */
  badge?: ReactNode;
}

type Motif =
  'band' | 'ring' | 'peak' | 'stripes' | 'dots' | 'split' | 'sun' | 'diamond' | 'wave' | 'arc';
type Headwear = 'none' | 'cap' | 'bun' | 'fringe' | 'headband';
type C = css.PortraitColor;

/** Ten geometric portraits: a figure, a headwear shape and a backdrop motif, in palette roles. */
const PORTRAITS: Record<
  number,
  { figure: C; motif: Motif; motifColor: C; headwear: Headwear; hair: C }
> = {
  1: { figure: 'link', motif: 'band', motifColor: 'accent', headwear: 'fringe', hair: 'vipGold' },
  2: { figure: 'vipSilver', motif: 'ring', motifColor: 'warning', headwear: 'cap', hair: 'down' },
  3: { figure: 'accent', motif: 'peak', motifColor: 'vipGold', headwear: 'none', hair: 'accent' },
  4: {
    figure: 'vipGold',
    motif: 'stripes',
    motifColor: 'link',
    headwear: 'bun',
    hair: 'vipBronze',
  },
  5: { figure: 'down', motif: 'dots', motifColor: 'vipSilver', headwear: 'headband', hair: 'link' },
  6: { figure: 'vipBronze', motif: 'split', motifColor: 'up', headwear: 'fringe', hair: 'muted' },
  7: { figure: 'warning', motif: 'sun', motifColor: 'liveText', headwear: 'cap', hair: 'link' },
  8: {
    figure: 'up',
    motif: 'diamond',
    motifColor: 'vipBronze',
    headwear: 'bun',
    hair: 'vipSilver',
  },
  9: { figure: 'liveText', motif: 'wave', motifColor: 'link', headwear: 'none', hair: 'liveText' },
  10: {
    figure: 'vipSilver',
    motif: 'arc',
    motifColor: 'vipGold',
    headwear: 'headband',
    hair: 'accent',
  },
};

function MotifShape({ motif, color }: { motif: Motif; color: C }) {
  const cls = css.fill[color];
  switch (motif) {
    case 'band':
      return <path className={cls} opacity={0.35} d="M-4 30 30-4h12v8L8 44H-4Z" />;
    case 'ring':
      return (
        <path
          className={cls}
          opacity={0.45}
          fillRule="evenodd"
          d="M20 3a17 17 0 1 1 0 34 17 17 0 0 1 0-34Zm0 3.5a13.5 13.5 0 1 0 0 27 13.5 13.5 0 0 0 0-27Z"
        />
      );
    case 'peak':
      return <path className={cls} opacity={0.4} d="M0 30 12 13l8 10 6-7 14 14v10H0Z" />;
    case 'stripes':
      return (
        <g className={cls} opacity={0.3}>
          <rect x="0" y="4" width="40" height="4" />
          <rect x="0" y="12" width="40" height="4" />
          <rect x="0" y="20" width="40" height="4" />
        </g>
      );
    case 'dots':
      return (
        <g className={cls} opacity={0.45}>
          {[6, 14, 26, 34].flatMap((x) =>
            [6, 14].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />),
          )}
        </g>
      );
    case 'split':
      return <path className={cls} opacity={0.35} d="M0 0h20v40H0Z" />;
    case 'sun':
      return <circle className={cls} opacity={0.55} cx="31" cy="9" r="6" />;
    case 'diamond':
      return <path className={cls} opacity={0.35} d="M20 1 35 16 20 31 5 16Z" />;
    case 'wave':
      return (
        <path
          className={cls}
          opacity={0.35}
          d="M0 12c7-6 13 6 20 0s13-6 20 0v10c-7-6-13 6-20 0S7 16 0 22Z"
        />
      );
    case 'arc':
      return (
        <path className={cls} opacity={0.35} d="M2 30A18 18 0 0 1 38 30h-6a12 12 0 0 0-24 0Z" />
      );
  }
}

function HeadwearShape({ headwear, color }: { headwear: Headwear; color: C }) {
  const cls = css.fill[color];
  switch (headwear) {
    case 'none':
      return null;
    case 'cap':
      return <path className={cls} d="M12.5 15.5a7.5 7.5 0 0 1 15 0h3.5v2h-18.5Z" />;
    case 'bun':
      return <circle className={cls} cx="20" cy="7" r="3.5" />;
    case 'fringe':
      return (
        <path
          className={cls}
          d="M12.6 15.2a7.5 7.5 0 0 1 14.8 0c-3-1.2-5.2-3-6.4-5-1.6 2.4-4.6 4.2-8.4 5Z"
        />
      );
    case 'headband':
      return <rect className={cls} x="12.4" y="11.5" width="15.2" height="3" rx="1.5" />;
  }
}

/** A portrait by id; with no valid id, a plain muted silhouette. */
function Portrait({ id }: { id: number | undefined }) {
  const p = id === undefined ? undefined : PORTRAITS[id];
  const figure = p?.figure ?? 'muted';
  return (
    <svg className={css.svg} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {p && <MotifShape motif={p.motif} color={p.motifColor} />}
      <circle className={css.fill[figure]} cx="20" cy="17" r="7.5" />
      <path className={css.fill[figure]} d="M5.5 40c0-9 6.5-14.5 14.5-14.5S34.5 31 34.5 40Z" />
      {p && <HeadwearShape headwear={p.headwear} color={p.hair} />}
    </svg>
  );
}

/** Up to two initials: the first character of the first and, for several words, the last word. */
export function avatarInitials(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase();
}

/**
 * A person's picture: one of the ten geometric portraits, or a custom image that falls back to
 * the portrait (or the initials) when it fails to load. Always round.
 */
export function Avatar({
  avatarId,
  src,
  name,
  decorative = false,
  size = 'md',
  badge,
  className,
  ...rest
}: AvatarProps) {
  const t = useUiText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const validId = avatarId !== undefined && AVATAR_IDS.includes(avatarId) ? avatarId : undefined;
  const showImage = !!src && failedSrc !== src;
  const initials = avatarInitials(name);
  const label =
    name?.trim() || (validId !== undefined ? `${t('avatarLabel')} ${validId}` : t('avatarLabel'));

  let content: ReactNode;
  if (showImage) {
    content = (
      <img
        className={css.image}
        src={src}
        alt=""
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  } else if (validId === undefined && initials) {
    content = (
      <span className={css.initials} aria-hidden="true">
        {initials}
      </span>
    );
  } else {
    content = <Portrait id={validId} />;
  }

  return (
    <span {...rest} className={[css.root({ size }), className].filter(Boolean).join(' ')}>
      <span
        className={css.picture}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
        data-avatar={
          showImage
            ? 'image'
            : validId !== undefined
              ? `portrait-${validId}`
              : initials
                ? 'initials'
                : 'portrait'
        }
      >
        {content}
      </span>
      {badge && <span className={css.badge}>{badge}</span>}
    </span>
  );
}
Avatar.displayName = 'Avatar';
