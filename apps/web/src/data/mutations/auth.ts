import { LOGIN_CHECK_ACTIONS } from '@touchline/api';
import { useMutation } from '@tanstack/react-query';
import { useClients, useSession, useShell } from '../../app/context.tsx';
import type { DialogState } from '../../app/shell.ts';

type VerifyDialog = Extract<DialogState, { kind: 'verify' }>;

/** The invitation and referral codes the address brought (session storage). */
function useInvitation() {
  const { store } = useShell();
  return () => {
    const inviteCode = store.inviteCode.get() ?? undefined;
    const referCode = store.referCode.get() ?? undefined;
    return { ...(inviteCode ? { inviteCode } : {}), ...(referCode ? { referCode } : {}) };
  };
}

/** The forms show the server's messages themselves, at the field they are about (issue 15). */
const FORM_CALL = { noNeedResponseMsg: true } as const;

/** The bot-check token, when the check passed (sensitive calls carry it). */
async function botTokenOf(botCheck: { token(): Promise<string | null> }) {
  const botToken = await botCheck.token();
  return botToken ? { botToken } : {};
}

export function useAccountLogin() {
  const { platform, botCheck } = useClients();
  const session = useSession();
  return useMutation({
    mutationFn: async ({ userName, password }: { userName: string; password: string }) => {
      const response = await platform.auth.accountLogin(
        {
          userName: userName.trim(),
          password,
          ...(await botTokenOf(botCheck)),
        },
        FORM_CALL,
      );
      return session.completeLogin(response, 'account');
    },
  });
}

/** Sends a login SMS code; the answer is the seconds until another may be asked for. */
export function useSendLoginCode() {
  const { platform, botCheck } = useClients();
  return useMutation({
    mutationFn: async ({ mobile, countryCode }: { mobile: string; countryCode: string }) => {
      const sent = await platform.auth.sendSmsCode(
        {
          mobile,
          countryCode,
          purpose: 'login',
          ...(await botTokenOf(botCheck)),
        },
        FORM_CALL,
      );
      return sent.resendAfterSeconds;
    },
  });
}

export function usePhoneLogin() {
  const { platform } = useClients();
  const session = useSession();
  const invitation = useInvitation();
  return useMutation({
    mutationFn: async (input: {
      mobile: string;
      smsCode: string;
      countryCode: string;
      /** Given once the server asked for it: the number's first login registers it. */
      dateOfBirth?: string;
      redirect: string | null;
    }) => {
      const response = await platform.auth.loginByMobile(
        {
          mobile: input.mobile,
          smsCode: input.smsCode,
          countryCode: input.countryCode,
          ...(input.dateOfBirth ? { dateOfBirth: input.dateOfBirth } : {}),
          ...invitation(),
        },
        FORM_CALL,
      );
      return session.completeLogin(response, 'phone', input.redirect);
    },
  });
}

export function useAccountRegister() {
  const { platform, botCheck } = useClients();
  const session = useSession();
  const invitation = useInvitation();
  return useMutation({
    mutationFn: async (input: {
      userName: string;
      password: string;
      countryCode: string;
      dateOfBirth: string;
      inviteCode: string;
    }) => {
      const response = await platform.auth.registerByAccount(
        {
          userName: input.userName.trim(),
          password: input.password,
          countryCode: input.countryCode,
          dateOfBirth: input.dateOfBirth,
          ...invitation(),
          ...(input.inviteCode.trim() ? { inviteCode: input.inviteCode.trim() } : {}),
          regDomain: window.location.hostname,
          ...(await botTokenOf(botCheck)),
        },
        FORM_CALL,
      );
      return session.completeLogin(response, 'account');
    },
  });
}

/**
 * Asks for a registration SMS code, with a bot-check token: "if this number can register, a code
 * was sent" (the server answers a registered number as a new one). The answer is the seconds
 * until another may be asked for.
 */
export function useSendRegisterCode() {
  const { platform, botCheck } = useClients();
  return useMutation({
    mutationFn: async ({ mobile, countryCode }: { mobile: string; countryCode: string }) => {
      const sent = await platform.auth.checkMobileAvailable(
        {
          phone: mobile,
          phoneCode: countryCode,
          ...(await botTokenOf(botCheck)),
        },
        FORM_CALL,
      );
      return sent.resendAfterSeconds;
    },
  });
}

/** Registers by mobile; `'wrongCode'` when the SMS code was not the one sent. */
export function usePhoneRegister() {
  const { platform } = useClients();
  const session = useSession();
  const invitation = useInvitation();
  return useMutation({
    mutationFn: async (input: {
      mobile: string;
      smsCode: string;
      countryCode: string;
      userName: string;
      dateOfBirth: string;
      redirect: string | null;
    }) => {
      const check = await platform.auth.checkMobileCode(
        {
          phone: input.mobile,
          code: input.smsCode,
        },
        FORM_CALL,
      );
      if (!check.valid || !check.mobileCode) return 'wrongCode' as const;
      const response = await platform.auth.registerByMobile(
        {
          mobile: input.mobile,
          smsCode: input.smsCode,
          countryCode: input.countryCode,
          userName: input.userName.trim(),
          dateOfBirth: input.dateOfBirth,
          ...invitation(),
          regDomain: window.location.hostname,
          mobileCode: check.mobileCode,
        },
        FORM_CALL,
      );
      return session.completeLogin(response, 'phone', input.redirect);
    },
  });
}

/** The second login step: the SMS code sent with the login answer. */
export function useVerifyLogin() {
  const { platform } = useClients();
  const session = useSession();
  return useMutation({
    mutationFn: async (input: {
      dialog: VerifyDialog;
      smsCode: string;
      redirect: string | null;
    }) => {
      const response = await platform.auth.checkLogin(
        {
          userName: input.dialog.userName,
          mobile: input.dialog.mobile,
          smsCode: input.smsCode,
          actionType:
            input.dialog.loginState === 2
              ? LOGIN_CHECK_ACTIONS.newDevice
              : LOGIN_CHECK_ACTIONS.login,
        },
        FORM_CALL,
      );
      return session.completeLogin(response, 'account', input.redirect);
    },
  });
}

/** Logs out on the server, then ends the session here (the page reloads at `/`). */
export function useLogout() {
  const session = useSession();
  return useMutation({ mutationFn: () => session.logout() });
}
