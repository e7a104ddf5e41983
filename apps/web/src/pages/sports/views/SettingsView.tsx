import { ODDS_CHANGE_POLICIES, ODDS_FORMAT_SETTINGS, formatOdds } from '@touchline/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportsSettings } from '../model.ts';
import * as css from './sports.css.ts';

/** The price every format is shown with as an example. */
export const EXAMPLE_PRICE = 2.5;

export interface SettingsViewProps {
  settings: SportsSettings;
  onChange: (settings: SportsSettings) => void;
}

/** Odds format (six formats, each with an example price) and odds-change acceptance. */
export function SettingsView({ settings, onChange }: SettingsViewProps) {
  const { t } = useTranslation('sports');
  const name = useId();
  return (
    <div className={css.stack}>
      <fieldset className={css.radioGroup}>
        <legend className={css.legend}>{t('oddsFormat')}</legend>
        {ODDS_FORMAT_SETTINGS.map(({ format }) => (
          <label key={format} className={css.radio}>
            <input
              type="radio"
              name={`${name}-format`}
              value={format}
              checked={settings.oddsFormat === format}
              onChange={() => onChange({ ...settings, oddsFormat: format })}
            />
            <span>
              {t(`oddsFormat_${format}`)}{' '}
              <span className={css.muted}>({formatOdds(EXAMPLE_PRICE, format)})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={css.radioGroup}>
        <legend className={css.legend}>{t('oddsChange')}</legend>
        {ODDS_CHANGE_POLICIES.map((policy) => (
          <label key={policy} className={css.radio}>
            <input
              type="radio"
              name={`${name}-change`}
              value={policy}
              checked={settings.oddsChange === policy}
              onChange={() => onChange({ ...settings, oddsChange: policy })}
            />
            <span>{t(`oddsChange_${policy}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
