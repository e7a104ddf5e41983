import type { ReactNode } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './SlotMachine.css.ts';

/** The symbols of "Golden Goal" that the library draws itself (ids as the game's maths names them). */
export const SLOT_SYMBOL_IDS = [
  'ball',
  'boot',
  'whistle',
  'gloves',
  'trophy',
  'A',
  'K',
  'Q',
  'J',
  '10',
  'wild',
  'scatter',
] as const;
export type SlotSymbolId = (typeof SLOT_SYMBOL_IDS)[number];

/** A symbol's name and look, for ids the library does not draw or to override a drawing. */
export interface SlotSymbolInfo {
  /** The accessible name (already translated by the caller). */
  label: string;
  /** A picture (a URL or a data URI) drawn instead of the built-in art. */
  image?: string;
}

const letter = (text: string, tone: keyof typeof css.symbolTone): SymbolArt => ({
  tone,
  label: null,
  paths: (
    <>
      <rect x="5" y="5" width="38" height="38" rx="9" className={css.symbolPlate} />
      <text
        x="24"
        y="33"
        textAnchor="middle"
        className={css.symbolLetter}
        fontSize={text.length > 1 ? 22 : 26}
      >
        {text}
      </text>
    </>
  ),
});

interface SymbolArt {
  tone: keyof typeof css.symbolTone;
  /** The label's message key; null for card ranks, which read as themselves. */
  label: UiMessageKey | null;
  paths: ReactNode;
}

const ART: Record<SlotSymbolId, SymbolArt> = {
  ball: {
    tone: 'text',
    label: 'slotSymbolBall',
    paths: (
      <>
        <circle cx="24" cy="24" r="17" className={css.symbolSoft} />
        <path d="m24 16 6.5 4.7-2.5 7.6h-8l-2.5-7.6Z" className={css.symbolSolid} />
        <path d="M24 16V7.5M30.5 20.7l8-2.6M28 28.3l4.9 6.8M20 28.3l-4.9 6.8M17.5 20.7l-8-2.6" />
        <circle cx="24" cy="24" r="17" />
      </>
    ),
  },
  boot: {
    tone: 'accent',
    label: 'slotSymbolBoot',
    paths: (
      <>
        <path
          d="M14 8h12v14c4 1 8 2.5 12 4.5 3 1.5 4 3.5 4 6V35H6v-5c0-2 .8-3.5 2-5l6-6Z"
          className={css.symbolSoft}
        />
        <path d="M14 8h12v14c4 1 8 2.5 12 4.5 3 1.5 4 3.5 4 6V35H6v-5c0-2 .8-3.5 2-5l6-6Z" />
        <path d="M6 30h36M26 22l-3 3M31 23.5l-3 3" />
        <path d="M11 35v4M20 35v4M29 35v4M38 35v4" strokeWidth="3" />
      </>
    ),
  },
  whistle: {
    tone: 'silver',
    label: 'slotSymbolWhistle',
    paths: (
      <>
        <path d="M19 18h22v7h-9a12 12 0 1 1-13-7Z" className={css.symbolSoft} />
        <path d="M19 18h22v7h-9a12 12 0 1 1-13-7Z" />
        <circle cx="20" cy="30" r="4" className={css.symbolSolid} />
        <path d="M19 18c-3-6-8-9-13-9M36 18v-4" />
      </>
    ),
  },
  gloves: {
    tone: 'link',
    label: 'slotSymbolGloves',
    paths: (
      <>
        <path
          d="M12 40V26l-4-7c-1-2 1.5-4 3.2-2.2L15 21V9.5a2.5 2.5 0 0 1 5 0V19V6.5a2.5 2.5 0 0 1 5 0V19V8a2.5 2.5 0 0 1 5 0v11.5V12a2.5 2.5 0 0 1 5 0v16c0 6-3 12-9 12Z"
          className={css.symbolSoft}
        />
        <path d="M12 40V26l-4-7c-1-2 1.5-4 3.2-2.2L15 21V9.5a2.5 2.5 0 0 1 5 0V19V6.5a2.5 2.5 0 0 1 5 0V19V8a2.5 2.5 0 0 1 5 0v11.5V12a2.5 2.5 0 0 1 5 0v16c0 6-3 12-9 12Z" />
        <path d="M12 34h22" strokeWidth="3" />
      </>
    ),
  },
  trophy: {
    tone: 'gold',
    label: 'slotSymbolTrophy',
    paths: (
      <>
        <path d="M14 6h20v10a10 10 0 0 1-20 0Z" className={css.symbolSoft} />
        <path d="M14 6h20v10a10 10 0 0 1-20 0ZM14 10H8v3a7 7 0 0 0 7 7M34 10h6v3a7 7 0 0 1-7 7" />
        <path d="M24 26v7M17 42h14l-2-9H19Z" />
        <path
          d="m24 10 1.5 3 3.3.5-2.4 2.3.6 3.2-3-1.6-3 1.6.6-3.2-2.4-2.3 3.3-.5Z"
          className={css.symbolSolid}
        />
      </>
    ),
  },
  A: letter('A', 'live'),
  K: letter('K', 'link'),
  Q: letter('Q', 'accent'),
  J: letter('J', 'warning'),
  10: letter('10', 'bronze'),
  wild: {
    tone: 'gold',
    label: 'slotSymbolWild',
    paths: (
      <>
        <path
          d="M24 3 29 9h8v8l6 7-6 7v8h-8l-5 6-5-6h-8v-8l-6-7 6-7V9h8Z"
          className={css.symbolSolid}
        />
        <text x="24" y="29" textAnchor="middle" fontSize="12" className={css.symbolOnSolid}>
          WILD
        </text>
      </>
    ),
  },
  scatter: {
    tone: 'live',
    label: 'slotSymbolScatter',
    paths: (
      <>
        <path d="M5 40V10h38v30" />
        <path d="M5 10l6 6h26l6-6M11 16v24M37 16v24" strokeWidth="1.5" />
        <path d="M11 22h26M11 28h26M11 34h26M17 16v24M24 16v24M31 16v24" strokeWidth="1" />
        <circle cx="24" cy="31" r="7" className={css.symbolSolid} />
        <path d="m24 27 3.2 2.3-1.2 3.7h-4l-1.2-3.7Z" className={css.symbolOnSolidFill} />
      </>
    ),
  },
};

const isDrawn = (id: string): id is SlotSymbolId => Object.hasOwn(ART, id);

/** The accessible name of a symbol: the caller's label, the built-in one, or the rank as written. */
export function slotSymbolLabel(
  id: string,
  t: (key: UiMessageKey) => string,
  symbols?: Readonly<Record<string, SlotSymbolInfo | undefined>>,
): string {
  const own = symbols?.[id]?.label;
  if (own) return own;
  if (isDrawn(id)) {
    const key = ART[id].label;
    return key ? t(key) : id;
  }
  return t('slotSymbolUnknown');
}

/** One symbol drawn on its reel cell: built-in art, or the caller's picture. */
export function SlotSymbol({ id, label, image }: { id: string; label: string; image?: string }) {
  if (image) return <img className={css.symbolImage} src={image} alt={label} />;
  const art = isDrawn(id) ? ART[id] : null;
  if (!art) {
    return (
      <Icon viewBox="0 0 48 48" label={label} className={css.symbol}>
        <rect x="8" y="8" width="32" height="32" rx="8" className={css.symbolPlate} />
        <path d="M20 20a4 4 0 1 1 5 4c-1 .5-1 1.5-1 3M24 33h.01" />
      </Icon>
    );
  }
  return (
    <Icon
      viewBox="0 0 48 48"
      label={label}
      className={[css.symbol, css.symbolTone[art.tone]].join(' ')}
      data-symbol={id}
    >
      {art.paths}
    </Icon>
  );
}
