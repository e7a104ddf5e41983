import { LinkProvider, NavigationProgress, useToast, type LinkComponentProps } from '@touchline/ui';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { afterLoginPath } from '../routes/returnTo.ts';
import { ERROR_ROUTE } from '../routes/table.ts';
import { ADULTS_ONLY_PATH } from '../site/paths.ts';
import { SiteNotices } from '../site/SiteNotices.tsx';
import { useDebugHold } from '../site/debugHold.ts';
import { useDialog, useSessionState, useShell } from './context.tsx';
import { useHydrated } from './hydration.ts';
import { LiveProvider } from './LiveProvider.tsx';
import { ReminderWatcher } from './ReminderWatcher.tsx';
import { captureInvitationCodes } from './store.ts';

const DebugConsole = lazy(() => import('../site/DebugConsole.tsx'));
// the reality check is for members only: its chunk loads after a login, not on the first visit
const RealityCheckWatcher = lazy(() => import('./RealityCheckWatcher.tsx'));
// the 18+ question is a dialog (Radix's, with its focus trap and scroll lock): a chunk fetched on
// the first visit only, never once it is answered
const AgeGateView = lazy(() =>
  import('../site/AgeGate.tsx').then((m) => ({ default: m.AgeGateView })),
);
const AuthDialogs = lazy(() =>
  import('../auth/AuthDialogs.tsx').then((m) => ({ default: m.AuthDialogs })),
);

function RouterLinkAdapter({ href, ...props }: LinkComponentProps) {
  return <RouterLink to={href} {...props} />;
}

/** Shows the shell's messages (server errors, guard notices) as toasts, translated. */
function ToastBridge() {
  const shell = useShell();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      shell.onMessage((message) => {
        toast.show({ tone: message.tone, title: 'key' in message ? t(message.key) : message.text });
      }),
    [shell, toast, t],
  );
  return null;
}

/** The reality check, while a member is logged in (its own subscription: Root does not re-render). */
function RealityCheck() {
  const { sessionId } = useSessionState();
  if (!sessionId) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckWatcher key={sessionId} />
    </Suspense>
  );
}

/** Pages the 18+ gate never covers: the adults-only page itself and the error pages. */
const UNGATED_PATHS: readonly string[] = [
  ADULTS_ONLY_PATH,
  ERROR_ROUTE.path,
  ...ERROR_ROUTE.aliases,
];

/**
 * The root of every route: router links for the library, the progress bar on every navigation,
 * scroll restoration, toasts, the auth dialogs, the site-wide notices and the 18+ gate.
 */
export function Root() {
  const shell = useShell();
  const dialog = useDialog();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // the shell navigates after a login: back to the page the guard stopped, if any (ADR 013)
    shell.setNavigate((path) => void navigate(afterLoginPath(shell, path)));
  }, [shell, navigate]);
  useEffect(() => {
    captureInvitationCodes(location.search, shell.store);
  }, [location.search, shell.store]);
  const [debugOpen, setDebugOpen] = useDebugHold();
  // The first-visit 18+ gate (issue 20): until the visitor answers "Yes" on this browser, it
  // covers every page but the adults-only and error pages (the game client, outside this root,
  // runs in a frame of the gated site), and the auth dialogs wait behind it. "No" leads to the
  // adults-only page, which can confirm too (its navigation re-renders this root).
  const [, answered] = useReducer((n: number) => n + 1, 0);
  // what the browser stored waits for hydration (the server knows nothing of it)
  const hydrated = useHydrated();
  const gated =
    hydrated && !shell.store.ageConfirmed.get() && !UNGATED_PATHS.includes(location.pathname);

  return (
    <LinkProvider component={RouterLinkAdapter}>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <ScrollRestoration />
      <ToastBridge />
      {/* one modal at a time: the popup ad waits for the 18+ answer */}
      <SiteNotices held={gated} />
      <LiveProvider>
        <ReminderWatcher />
        <RealityCheck />
        <Outlet />
      </LiveProvider>
      {debugOpen && (
        <Suspense fallback={null}>
          <DebugConsole onClose={() => setDebugOpen(false)} />
        </Suspense>
      )}
      {dialog && !gated && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
      {/* the debug console stays usable: the gate waits while it is open */}
      {gated && !debugOpen && (
        <Suspense fallback={null}>
          <AgeGateView
            onYes={() => {
              shell.store.ageConfirmed.set();
              answered();
            }}
            onNo={() => {
              // a login the page asked for waits: going back after all asks for it again
              shell.closeDialog();
              void navigate(ADULTS_ONLY_PATH, {
                state: { from: location.pathname + location.search + location.hash },
              });
            }}
          />
        </Suspense>
      )}
    </LinkProvider>
  );
}
