import { useDialog } from '../app/context.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { RegisterDialog } from './RegisterDialog.tsx';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import { VerifyDialog } from './VerifyDialog.tsx';

/** The open auth dialog (the shell's dialog controller says which). */
export function AuthDialogs() {
  const dialog = useDialog();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'login':
      return <LoginDialog mode={dialog.mode} />;
    case 'register':
      return <RegisterDialog mode={dialog.mode} />;
    case 'verify':
      return <VerifyDialog dialog={dialog} />;
    case 'sessionExpired':
      return <SessionExpiredDialog />;
  }
}
