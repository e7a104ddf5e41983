import { createContext, use, useSyncExternalStore } from 'react';
import type { Shell, ShellState } from './shell.ts';

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = use(ShellContext);
  if (!shell) throw new Error('useShell needs a ShellContext provider');
  return shell;
}

/** The session and dialog state, re-rendering on change. */
export function useShellState(): ShellState {
  const shell = useShell();
  return useSyncExternalStore(shell.subscribe, shell.getState, shell.getState);
}
