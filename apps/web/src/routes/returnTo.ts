import type { Shell } from '../app/shell.ts';

/**
 * Where a visitor was going when the guard stopped them to log in (ADR 013): the page the
 * login returns to. One per shell, in memory; dismissing the login without logging in forgets it.
 */
const targets = new WeakMap<Shell, string>();

/** Remembers the page the guard stopped a visitor on, until they log in or give up. */
export function rememberReturnTarget(shell: Shell, path: string): void {
  targets.set(shell, path);
  const stop = shell.dialogs.subscribe(() => {
    if (shell.dialogs.get() !== null) return;
    stop();
    // closed without a login: the visitor gave up on the page
    if (!shell.isLoggedIn() && targets.get(shell) === path) targets.delete(shell);
  });
}

/**
 * Where the shell's navigation after a login should go: the remembered page (once) when the
 * login would go to `/` — the spec's target after an account login, ADR 013's departure —
 * otherwise where it was going (a phone login's own redirect wins).
 */
export function afterLoginPath(shell: Shell, path: string): string {
  const target = targets.get(shell);
  targets.delete(shell);
  return path === '/' && target ? target : path;
}
