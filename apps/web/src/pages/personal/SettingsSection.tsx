import { isApiError, type MemberSession } from '@touchline/api';
import {
  describeUserAgent,
  formatMatchTime,
  LANGUAGES,
  passwordProblem,
  type Language,
} from '@touchline/domain';
import {
  Button,
  Input,
  LanguageSwitcher,
  Switch,
  ThemeToggle,
  useTimeZone,
  useToast,
} from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useShell } from '../../app/context.tsx';
import { switchLanguage } from '../../app/language.ts';
import { useTheme } from '../../app/theme.ts';
import {
  useChangePassword,
  useRevokeSession,
  useSetTwoStepLogin,
} from '../../data/mutations/personal.ts';
import { useMemberProfile, useMemberSessions } from '../../data/queries/personal.ts';
import { SettingsView } from '../sports/views/SettingsView.tsx';
import { useSportsSettings } from '../sports/state.ts';
import * as css from './personal.css.ts';
import { failureText, LoadFailed, MutationFailure } from '../parts.tsx';
import { Card, Loading } from './parts.tsx';
import type { PersonalTabProps } from './tabs.ts';

/** The site: language and theme, applied at once and remembered. */
function SiteCard() {
  const { t, i18n } = useTranslation('personal');
  const shell = useShell();
  const [theme, setTheme] = useTheme(shell.store);
  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  return (
    <Card title={t('settings.site')} id="settings-site">
      <div className={css.spread}>
        <span id="settings-language">{t('settings.language')}</span>
        <LanguageSwitcher
          aria-labelledby="settings-language"
          value={language}
          onChange={(lang) => void switchLanguage(i18n, lang, shell.store)}
        />
      </div>
      <div className={css.spread}>
        <span>{t('settings.theme')}</span>
        <ThemeToggle theme={theme} onChange={setTheme} />
      </div>
    </Card>
  );
}

/** Odds format and odds-change policy: the sportsbook's own stored settings. */
function OddsCard() {
  const { t } = useTranslation('personal');
  const shell = useShell();
  const [settings, setSettings] = useSportsSettings(shell.store);
  return (
    <Card title={t('settings.odds')} id="settings-odds">
      <SettingsView settings={settings} onChange={setSettings} />
    </Card>
  );
}

function TwoStepCard() {
  const { t } = useTranslation('personal');
  const profile = useMemberProfile();
  const setTwoStep = useSetTwoStepLogin();
  return (
    <Card title={t('settings.security')} id="settings-security">
      {profile.isError ? (
        <LoadFailed ns="personal" onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Loading height={48} />
      ) : (
        <Switch
          fullWidth
          label={t('settings.twoStep')}
          description={t('settings.twoStepHint')}
          checked={setTwoStep.isPending ? setTwoStep.variables : profile.data.twoStepLogin}
          disabled={setTwoStep.isPending}
          onCheckedChange={(enabled) => setTwoStep.mutate(enabled)}
        />
      )}
      <MutationFailure mutation={setTwoStep} />
    </Card>
  );
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirm';

const PROBLEM_KEYS = {
  required: 'auth:errors.required',
  length: 'auth:errors.passwordLength',
  mix: 'auth:errors.passwordMix',
} as const;

/** Change password: the current one is asked; the other sessions are signed out. */
function PasswordCard() {
  const { t } = useTranslation('personal');
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: '',
    newPassword: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: PasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PasswordField, string>> = {};
    if (values.currentPassword === '') found.currentPassword = t('auth:errors.required');
    const problem = passwordProblem(values.newPassword);
    if (problem) found.newPassword = t(PROBLEM_KEYS[problem]);
    if (!found.newPassword && values.confirm !== values.newPassword) {
      found.confirm = t('settings.passwordsDiffer');
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ signedOutSessions }) => {
          setValues({ currentPassword: '', newPassword: '', confirm: '' });
          toast.show({
            tone: 'success',
            title: t('settings.passwordChanged', { count: signedOutSessions }),
          });
        },
        // what was typed stays; the reason shows beside the field it is about
        onError: (error) => {
          const text = failureText(error, t);
          const field =
            isApiError(error) && error.data && typeof error.data === 'object'
              ? (error.data as { field?: unknown }).field
              : undefined;
          if (field === 'currentPassword' || field === 'newPassword') {
            setErrors({ [field]: text });
          } else setFormError(text);
        },
      },
    );
  };

  return (
    <Card title={t('settings.password')} id="settings-password">
      <form className={css.form} onSubmit={submit} noValidate>
        <Input
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <Input
          label={t('settings.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:passwordHint')}
          value={values.newPassword}
          onValueChange={set('newPassword')}
          error={errors.newPassword}
        />
        <Input
          label={t('settings.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onValueChange={set('confirm')}
          error={errors.confirm}
        />
        <p className={css.muted}>{t('settings.passwordSignsOut')}</p>
        {formError ? (
          <p role="alert" className={css.alert}>
            {formError}
          </p>
        ) : null}
        <Button type="submit" loading={change.isPending}>
          {t('settings.changePassword')}
        </Button>
      </form>
    </Card>
  );
}

function deviceName(session: MemberSession, t: TFunction<'personal'>): string {
  const { browser, os } = describeUserAgent(session.userAgent);
  if (browser && os) return t('settings.deviceOn', { browser, os });
  return browser ?? os ?? t('settings.unknownDevice');
}

/** The member's signed-in sessions, each but this one with a way to sign it out. */
function SessionsCard() {
  const { t } = useTranslation('personal');
  const zone = useTimeZone();
  const toast = useToast();
  const sessions = useMemberSessions();
  const revoke = useRevokeSession();
  return (
    <Card title={t('settings.sessions')} id="settings-sessions">
      {sessions.isError ? (
        <LoadFailed ns="personal" onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Loading />
      ) : (
        <ul className={css.list} aria-label={t('settings.sessions')}>
          {sessions.data.map((session) => {
            const name = deviceName(session, t);
            return (
              <li key={session.sessionId} className={css.item}>
                <span className={css.itemText}>
                  <strong>{name}</strong>
                  <span className={css.muted}>
                    {[
                      session.ip,
                      t('settings.signedIn', { when: formatMatchTime(session.createdAt, zone) }),
                      session.lastSeenAt
                        ? t('settings.lastSeen', {
                            when: formatMatchTime(session.lastSeenAt, zone),
                          })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                {session.current ? (
                  <span className={css.success}>{t('settings.thisDevice')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    tone="danger"
                    loading={revoke.isPending && revoke.variables === session.sessionId}
                    aria-label={`${t('settings.signOut')}: ${name}`}
                    onClick={() =>
                      revoke.mutate(session.sessionId, {
                        onSuccess: () =>
                          toast.show({ tone: 'success', title: t('settings.signedOut') }),
                      })
                    }
                  >
                    {t('settings.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Settings: the site, the odds, two-step login, the password and the sessions. */
export default function SettingsSection(_props: PersonalTabProps) {
  return (
    <div className={css.columns}>
      <SiteCard />
      <OddsCard />
      <TwoStepCard />
      <PasswordCard />
      <SessionsCard />
    </div>
  );
}
