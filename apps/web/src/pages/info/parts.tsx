import { Skeleton } from '@touchline/ui';
import type { ReactNode } from 'react';
import * as css from './info.css.ts';

/** A part still loading, named for screen readers. */
export function Busy({ label, height = 96 }: { label: string; height?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton shape="rect" height={height} />
    </div>
  );
}

/** A card with its heading (a region named by it). */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className={css.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of small titled tiles (features, steps). */
export function Tiles({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className={css.tiles}>
      {items.map((item) => (
        <li key={item.title} className={css.tile}>
          <h3 className={css.tileTitle}>{item.title}</h3>
          <p className={css.tileText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
