import { EmptyState, Input, Link } from '@touchline/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useCustomerServiceLink, useHelpIndex } from '../../data/queries/info.ts';
import {
  CATEGORY_NAME,
  HELP_CATEGORIES,
  HELP_ENTRIES,
  HELP_VALUES,
  searchHelp,
  type HelpCategory,
} from './faq.ts';
import * as css from './info.css.ts';
import { Section } from './parts.tsx';

const isCategory = (value: string | null): value is HelpCategory =>
  (HELP_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * `/HelpCenter`: questions and answers by category, searched as one types in any of the four
 * languages; the address keeps `?q=` and `?cat=` (back and forward follow them).
 */
export function HelpCenterRoute() {
  const { t, i18n } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const addressQuery = params.get('q') ?? '';
  // the box answers every key at once; the address follows it (and back/forward lead it)
  const [query, setQuery] = useState(addressQuery);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') setQuery(addressQuery);
    // only a step back or forward (a new history entry) sets the box from the address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const cat = params.get('cat');
  const category = isCategory(cat) ? cat : null;
  const index = useHelpIndex(query.trim().length > 0);
  const link = useCustomerServiceLink();

  // until every language's pack is in, the search reads the one on screen
  const shownPack = i18n.getResourceBundle(i18n.resolvedLanguage ?? 'en', 'help') as
    Record<string, unknown> | undefined;
  const found = useMemo(() => {
    const inCategory = category
      ? HELP_ENTRIES.filter((e) => e.category === category)
      : HELP_ENTRIES;
    return searchHelp(inCategory, index.data ?? (shownPack ? [shownPack] : []), query);
  }, [category, index.data, shownPack, query]);

  const update = (next: { q?: string; cat?: HelpCategory | null }, replace: boolean) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace },
    );

  return (
    <div className={css.page}>
      <div className={css.intro}>
        <h1 className={css.title}>{t('title')}</h1>
        <p className={css.lead}>{t('lead')}</p>
      </div>
      <div role="search">
        <Input
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query}
          // typing replaces the entry: back leaves the search rather than stepping letters
          onValueChange={(q) => {
            setQuery(q);
            update({ q }, query.length > 0);
          }}
        />
      </div>
      <div className={css.chips} role="group" aria-label={t('categories')}>
        <button
          type="button"
          className={css.chip}
          aria-pressed={category === null}
          onClick={() => update({ cat: null }, false)}
        >
          {t('all')}
        </button>
        {HELP_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className={css.chip}
            aria-pressed={category === c}
            onClick={() => update({ cat: c }, false)}
          >
            {t(CATEGORY_NAME[c])}
          </button>
        ))}
      </div>
      <p className={css.muted} role="status">
        {t('results', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <EmptyState title={t('none')} description={t('noneHint')} />
      ) : (
        <ul className={css.faqList} aria-label={t('questions')}>
          {found.map((entry) => (
            <li key={entry.id} className={css.faqItem} id={`faq-${entry.id}`}>
              <details open={query.trim().length > 0}>
                <summary className={css.faqQuestion}>{t(entry.q, HELP_VALUES)}</summary>
                <p className={css.faqAnswer}>{t(entry.a, HELP_VALUES)}</p>
                {category === null ? (
                  <span className={css.faqCategory}>{t(CATEGORY_NAME[entry.category])}</span>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
      <Section title={t('contact')} id="help-contact">
        <p className={css.muted}>{t('contactText')}</p>
        {link.data ? (
          <Link href={link.data.url} external>
            {t('contactButton')}
          </Link>
        ) : link.isError ? (
          <p className={css.muted}>{t('contactUnavailable')}</p>
        ) : null}
      </Section>
    </div>
  );
}
