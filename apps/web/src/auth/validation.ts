/**
 * Client-side checks of the login and registration fields, the same rules the server applies,
 * answered as translation keys (auth namespace) so each error shows beside its field.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const PHONE = /^\d{5,15}$/;
const SMS_CODE = /^\d{4,8}$/;

export function checkRequired(value: string): string | undefined {
  return value.trim() === '' ? 'auth:errors.required' : undefined;
}

export function checkUserName(value: string): string | undefined {
  return (
    checkRequired(value) ?? (USER_NAME.test(value.trim()) ? undefined : 'auth:errors.userName')
  );
}

export function checkNewPassword(value: string): string | undefined {
  if (checkRequired(value)) return 'auth:errors.required';
  if (value.length < 6 || value.length > 64) return 'auth:errors.passwordLength';
  if (!/\d/.test(value) || !/\D/.test(value)) return 'auth:errors.passwordMix';
  return undefined;
}

export function checkPhone(value: string): string | undefined {
  return checkRequired(value) ?? (PHONE.test(value) ? undefined : 'auth:errors.phone');
}

export function checkSmsCode(value: string): string | undefined {
  return checkRequired(value) ?? (SMS_CODE.test(value) ? undefined : 'auth:errors.smsCode');
}

/** Drops the fields without an error; empty when the form may be sent. */
export function collectErrors<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(checks).filter(([, error]) => error !== undefined),
  ) as FieldErrors<Field>;
}
