import { LANGUAGES, type Language } from '@touchline/domain';
import type { i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { UiMessageKey } from './messages.ts';
import { messages as en } from './messages/en.ts';
import { UI_NAMESPACE } from './namespace.ts';

export { UI_NAMESPACE };

export type UiText = (key: UiMessageKey) => string;

/**
 * What the library keeps per i18next instance: the texts read so far, by language and key, and
 * a revision that moves whenever the instance's language or the library's own texts change
 * (which forgets them). One subscription per instance serves every component: a live price cell renders many
 * times a second and names its state in words, and react-i18next's `useTranslation` checks the
 * namespace's resources and builds its options on every render (issue 16: 9 % of a live list's
 * script time at 4× CPU slowdown).
 */
interface InstanceTexts {
  revision: number;
  texts: Map<string, string>;
  subscribe: (listener: () => void) => () => void;
}

const perInstance = new WeakMap<I18n, InstanceTexts>();

function instanceTexts(i18n: I18n): InstanceTexts {
  const known = perInstance.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  const state: InstanceTexts = {
    revision: 0,
    texts: new Map(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const changed = () => {
    state.revision += 1;
    state.texts.clear();
    for (const listener of [...listeners]) listener();
  };
  // bound once, for the instance's life (an app makes its instance once); from the first
  // render on, so a change before any component subscribed still forgets the texts
  i18n.on('initialized', changed);
  i18n.on('languageChanged', changed);
  // the library's own texts only: an app namespace loaded with a page re-renders nothing here
  const ours = (_language: string, namespace: string) => {
    if (namespace === UI_NAMESPACE) changed();
  };
  i18n.store?.on('added', ours);
  i18n.store?.on('removed', ours);
  perInstance.set(i18n, state);
  return state;
}

const noInstance: InstanceTexts = {
  revision: 0,
  texts: new Map(),
  subscribe: () => () => {},
};

/** The i18next instance in context (or react-i18next's global one), with its texts. */
function useInstance(): { i18n: I18n | undefined; state: InstanceTexts } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const state = i18n ? instanceTexts(i18n) : noInstance;
  // re-renders the component when the language or the texts change
  useSyncExternalStore(
    state.subscribe,
    () => state.revision,
    () => state.revision,
  );
  return { i18n, state };
}

/**
 * The one translation hook of the library: texts of the active i18next language, read from the
 * namespace the app registered at start-up (`loadUiMessages` or `registerUiMessages`); English — the source
 * language, part of the library — when no initialised i18next instance is in context or the
 * app did not register the language. It never registers anything during render. Each text is
 * looked up through i18next once per language, not on every render.
 */
export function useUiText(): UiText {
  const { i18n, state } = useInstance();
  if (!i18n?.isInitialized) return (key) => en[key];
  const { texts } = state;
  const language = i18n.language;
  return (key) => {
    const at = `${language} ${key}`;
    let text = texts.get(at);
    if (text === undefined) {
      text = i18n.t(key, { ns: UI_NAMESPACE, lng: language, defaultValue: en[key] });
      texts.set(at, text);
    }
    return text;
  };
}

/** The active language as the library knows it (for number and date formatting). */
export function useUiLanguage(): Language {
  const { i18n } = useInstance();
  const lang = i18n?.language?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}
