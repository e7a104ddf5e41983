import { describe, expect, it } from 'vitest';
import { ageOn, ageRuleDayOf, isAdult, isDateOfBirth, MINIMUM_AGE } from './index.ts';

describe('ageOn', () => {
  it.each([
    ['2008-06-15', '2026-06-15', 18], // birthday today
    ['2008-06-15', '2026-06-14', 17], // the day before
    ['2008-06-15', '2026-06-16', 18],
    ['2008-12-31', '2026-01-01', 17],
    ['2008-01-01', '2025-12-31', 17],
    ['2008-01-01', '2026-01-01', 18],
    ['2000-05-05', '2000-05-05', 0],
    ['2000-05-06', '2000-05-05', -1],
  ] as const)('born %s is %i… on %s', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });

  it('takes a 29 February birthday on 1 March in a year without one', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes a 29 February birthday on that day in a leap year', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses texts that are not calendar dates', () => {
    expect(() => ageOn('2007-02-29', '2026-01-01')).toThrow(RangeError);
    expect(() => ageOn('2008-01-01', '2026-13-01')).toThrow(RangeError);
    expect(() => ageOn('1/1/2008', '2026-01-01')).toThrow(RangeError);
  });
});

describe('isAdult', () => {
  it(`is true from the ${MINIMUM_AGE}th birthday on`, () => {
    expect(MINIMUM_AGE).toBe(18);
    expect(isAdult('2008-11-26', '2026-11-26')).toBe(true);
    expect(isAdult('2008-11-27', '2026-11-26')).toBe(false);
    expect(isAdult('1950-01-01', '2026-11-26')).toBe(true);
    expect(isAdult('2010-01-01', '2026-11-26')).toBe(false);
  });
  it('follows the 1 March rule for 29 February', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('isDateOfBirth', () => {
  it.each(['2000-01-01', '1900-01-01', '2004-02-29', '2000-02-29', '1999-12-31'])(
    'takes %s',
    (text) => {
      expect(isDateOfBirth(text)).toBe(true);
    },
  );
  it.each([
    '1899-12-31', // before 1900
    '1900-02-29', // 1900 is not a leap year
    '2023-02-29',
    '2001-04-31',
    '2001-00-10',
    '2001-13-10',
    '2001-01-00',
    '2001-1-01',
    ' 2001-01-01',
    '01/01/2001',
    '',
    null,
    20010101,
  ])('refuses %j', (text) => {
    expect(isDateOfBirth(text)).toBe(false);
  });
  it('refuses a date after today when today is given', () => {
    expect(isDateOfBirth('2026-11-26', '2026-11-26')).toBe(true);
    expect(isDateOfBirth('2026-11-27', '2026-11-26')).toBe(false);
    expect(isDateOfBirth('2030-01-01', 'nonsense')).toBe(false);
  });
});

describe('ageRuleDayOf', () => {
  it('reads the day at UTC+8', () => {
    expect(ageRuleDayOf(Date.UTC(2026, 10, 25, 15, 59, 59))).toBe('2026-11-25');
    expect(ageRuleDayOf(Date.UTC(2026, 10, 25, 16, 0, 0))).toBe('2026-11-26');
  });
});
