import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  userNameProblem,
} from './index.ts';

describe('userNameProblem', () => {
  it.each([
    ['abcd', null],
    ['  abcd  ', null],
    ['a_b_1', null],
    ['a'.repeat(20), null],
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['a'.repeat(21), 'format'],
    ['1abc', 'format'],
    ['_abc', 'format'],
    ['ab-cd', 'format'],
    ['abçd', 'format'],
  ] as const)('%j → %s', (value, problem) => {
    expect(userNameProblem(value)).toBe(problem);
  });

  it('treats what is not text as missing', () => {
    expect(userNameProblem(undefined as unknown as string)).toBe('required');
  });
});

describe('passwordProblem', () => {
  it.each([
    ['abc123', null],
    ['1'.repeat(PASSWORD_MAX_LENGTH - 1) + 'a', null],
    ['', 'required'],
    ['      ', 'required'],
    ['ab12', 'length'],
    ['a'.repeat(PASSWORD_MIN_LENGTH - 2) + '1', 'length'],
    ['1'.repeat(PASSWORD_MAX_LENGTH) + 'a', 'length'],
    ['abcdefg', 'mix'],
    ['1234567', 'mix'],
    ['12 34 56', null],
  ] as const)('%j → %s', (value, problem) => {
    expect(passwordProblem(value)).toBe(problem);
  });

  it('treats what is not text as missing', () => {
    expect(passwordProblem(null as unknown as string)).toBe('required');
  });
});
