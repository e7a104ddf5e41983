import { ODDS_CHANGE_POLICIES, ODDS_FORMAT_SETTINGS, formatOdds } from '@touchline/domain';
import { ODDS_CHANGE_POLICY_KEYS, RadioGroup, useUiText } from '@touchline/ui';
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
  // the odds-change words are the bet slip's own, so the choice reads the same in both places
  const ui = useUiText();
  return (
    <div className={`${css.stack} ${css.underTabs}`}>
      <RadioGroup
        legend={t('oddsFormat')}
        options={ODDS_FORMAT_SETTINGS.map(({ format }) => ({
          value: format,
          label: t(`oddsFormat_${format}`),
          hint: formatOdds(EXAMPLE_PRICE, format),
        }))}
        value={settings.oddsFormat}
        onChange={(oddsFormat) => onChange({ ...settings, oddsFormat })}
      />
      <RadioGroup
        legend={ui('oddsChangeLabel')}
        options={ODDS_CHANGE_POLICIES.map((policy) => ({
          value: policy,
          label: ui(ODDS_CHANGE_POLICY_KEYS[policy]),
        }))}
        value={settings.oddsChange}
        onChange={(oddsChange) => onChange({ ...settings, oddsChange })}
      />
    </div>
  );
}
