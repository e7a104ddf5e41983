import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type {
  DialogController,
  DialogState,
  Session,
  SessionState,
  Shell,
  ShellClients,
} from './shell.ts';
import type { SiteConfig } from './site.ts';

/**
 * The shell's pieces, each provided on its own: a component takes only what it uses (a form the
 * dialog controller, a query the clients, a price the site configuration).
 */
export const ShellContext = createContext<Shell | null>(null);
const SessionContext = createContext<Session | null>(null);
const ClientsContext = createContext<ShellClients | null>(null);
const DialogsContext = createContext<DialogController | null>(null);
const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Provides the shell and each of its pieces. */
export function ShellProvider({ shell, children }: { shell: Shell; children: ReactNode }) {
  return (
    <ShellContext value={shell}>
      <SiteConfigContext value={shell.site}>
        <SessionContext value={shell.session}>
          <ClientsContext value={shell.clients}>
            <DialogsContext value={shell.dialogs}>{children}</DialogsContext>
          </ClientsContext>
        </SessionContext>
      </SiteConfigContext>
    </ShellContext>
  );
}

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} needs a ShellProvider`);
  return value;
}

/** The whole shell (storage, query client, messages): for the app's own wiring. */
export function useShell(): Shell {
  return required(use(ShellContext), 'useShell');
}

export function useSession(): Session {
  return required(use(SessionContext), 'useSession');
}

/** The session (its marker, the member), re-rendering when it changes. */
export function useSessionState(): SessionState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** The server clients: only the data layer (`src/data`) calls them. */
export function useClients(): ShellClients {
  return required(use(ClientsContext), 'useClients');
}

export function useDialogs(): DialogController {
  return required(use(DialogsContext), 'useDialogs');
}

/** The open dialog, re-rendering when it changes. */
export function useDialog(): DialogState {
  const dialogs = useDialogs();
  return useSyncExternalStore(dialogs.subscribe, dialogs.get, dialogs.get);
}

export function useSiteConfig(): SiteConfig {
  return required(use(SiteConfigContext), 'useSiteConfig');
}
