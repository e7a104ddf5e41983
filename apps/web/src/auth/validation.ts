/**
 * Client-side checks of the login and registration fields, the same rules the server applies,
 * answered as translation keys (auth namespace) so each error shows beside its field.
 */
import {
  ageRuleDayOf,
  isAdult,
  isDateOfBirth,
  passwordProblem,
  userNameProblem,
  type PasswordProblem,
} from '@touchline/domain';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const PHONE = /^\d{5,15}$/;
const SMS_CODE = /^\d{4,8}$/;

export function checkRequired(value: string): string | undefined {
  return value.trim() === '' ? 'auth:errors.required' : undefined;
}

/** A user name by domain's rule. */
export function checkUserName(value: string): string | undefined {
  const problem = userNameProblem(value);
  if (problem === 'required') return 'auth:errors.required';
  return problem ? 'auth:errors.userName' : undefined;
}

const PASSWORD_KEYS: Record<PasswordProblem, string> = {
  required: 'auth:errors.required',
  length: 'auth:errors.passwordLength',
  mix: 'auth:errors.passwordMix',
};

/** A new password by domain's rule. */
export function checkNewPassword(value: string): string | undefined {
  const problem = passwordProblem(value);
  return problem ? PASSWORD_KEYS[problem] : undefined;
}

export function checkPhone(value: string): string | undefined {
  return checkRequired(value) ?? (PHONE.test(value) ? undefined : 'auth:errors.phone');
}

export function checkSmsCode(value: string): string | undefined {
  return checkRequired(value) ?? (SMS_CODE.test(value) ? undefined : 'auth:errors.smsCode');
}

/**
 * A date of birth (`YYYY-MM-DD`, what a date input gives) by domain's 18+ rule, on the day at
 * UTC+8 holding `now` (the server's day for the rule).
 */
export function checkDateOfBirth(value: string, now: number): string | undefined {
  if (value.trim() === '') return 'auth:errors.required';
  const today = ageRuleDayOf(now);
  if (!isDateOfBirth(value, today)) return 'auth:errors.dateOfBirth';
  return isAdult(value, today) ? undefined : 'auth:errors.underAge';
}

/** Drops the fields without an error; empty when the form may be sent. */
export function collectErrors<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(checks).filter(([, error]) => error !== undefined),
  ) as FieldErrors<Field>;
}
