import type { HomeBanner } from '@touchline/api';
import { EmptyState, Icon, IconButton, LazyImage, Link, Skeleton } from '@touchline/ui';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './HomeBanners.css.ts';
import type { Loadable } from './HomeView.tsx';

/** Banner pictures are 8 : 3 (960 × 360). */
const BANNER_RATIO = 8 / 3;

/** `first`: the banner shown on arrival, the home page's largest paint — fetched first. */
function BannerSlide({ banner, first }: { banner: HomeBanner; first: boolean }) {
  const picture = (
    <>
      <LazyImage
        src={banner.image}
        alt=""
        aspectRatio={BANNER_RATIO}
        radius="none"
        priority={first}
      />
      <p className={css.caption}>{banner.title}</p>
    </>
  );
  if (!banner.link) return picture;
  return (
    <Link
      href={banner.link}
      external={banner.link.startsWith('https://')}
      tone="inherit"
      underline="none"
      className={css.slideLink}
    >
      {picture}
    </Link>
  );
}

/**
 * The home page's banner carousel (WAI-ARIA carousel pattern): one banner at a time, previous
 * and next buttons, a button per banner, and the arrow keys while focus is inside. It never
 * turns by itself, so there is nothing to pause.
 */
export function HomeBanners({ banners }: { banners: Loadable<readonly HomeBanner[]> }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const id = useId();

  let body: ReactNode;
  if (banners.status === 'loading') {
    // the ready carousel's shape (picture, caption, controls), so nothing under it moves when the
    // banners arrive (issue 16: the sections below shifted by the caption's and controls' height)
    body = (
      <>
        <div className={css.frame}>
          <Skeleton shape="rect" height="100%" width="100%" />
        </div>
        <p className={css.caption} aria-hidden="true">
          <Skeleton shape="text" width="60%" />
        </p>
      </>
    );
  } else if (banners.status === 'error') {
    return (
      <section className={css.carousel} aria-label={t('home.banners.label')}>
        <EmptyState kind="error" size="sm" description={t('home.banners.unavailable')} />
      </section>
    );
  } else if (banners.data.length === 0) {
    // no banner is running: the page goes straight to its sections
    return null;
  }

  const list = banners.status === 'ready' ? banners.data : [];
  const count = list.length;
  const shown = count === 0 ? 0 : Math.min(current, count - 1);
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(shown + 1);
    else if (event.key === 'ArrowLeft') go(shown - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={css.carousel}
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      aria-busy={banners.status === 'loading' || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={css.viewport} id={`${id}-slides`} aria-live="polite">
        {body ??
          list.map((banner, index) => (
            <div
              key={banner.id}
              className={css.slide}
              role="group"
              aria-roledescription={t('home.banners.slide')}
              aria-label={t('home.banners.position', { index: index + 1, count })}
              hidden={index !== shown}
            >
              <BannerSlide banner={banner} first={index === 0} />
            </div>
          ))}
      </div>
      {banners.status === 'loading' && <div className={css.controlsPending} aria-hidden="true" />}
      {count > 1 && (
        <div className={css.controls}>
          <IconButton
            label={t('home.banners.previous')}
            icon={<Icon name="chevron-down" size="md" className={css.previous} />}
            size="sm"
            aria-controls={`${id}-slides`}
            onClick={() => go(shown - 1)}
          />
          <ul className={css.dots}>
            {list.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={css.dot}
                  aria-label={t('home.banners.show', { title: banner.title })}
                  aria-current={index === shown ? 'true' : undefined}
                  aria-controls={`${id}-slides`}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          <IconButton
            label={t('home.banners.next')}
            icon={<Icon name="chevron-down" size="md" className={css.next} />}
            size="sm"
            aria-controls={`${id}-slides`}
            onClick={() => go(shown + 1)}
          />
        </div>
      )}
    </section>
  );
}
