/**
 * The rules of a member's credentials, the same for the site's forms and the server:
 * a user name of 4 to 20 letters, digits or underscores starting with a letter, and a password
 * of 6 to 64 characters mixing digits and other characters.
 */

export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;

export type UserNameProblem = 'required' | 'format';
export type PasswordProblem = 'required' | 'length' | 'mix';

/** What is wrong with a user name as typed (it is read trimmed), or null when it is valid. */
export function userNameProblem(value: string): UserNameProblem | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return 'required';
  return USER_NAME_PATTERN.test(name) ? null : 'format';
}

/** What is wrong with a new password (read as typed), or null when it is valid. */
export function passwordProblem(value: string): PasswordProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'length';
  if (!/\d/.test(value) || !/\D/.test(value)) return 'mix';
  return null;
}
