export {
  SignInCalendar,
  signInDayStatus,
  SIGN_IN_CALENDAR_VARIANTS,
  SIGN_IN_DAY_STATUSES,
} from './SignInCalendar.tsx';
export type {
  SignInCalendarProps,
  SignInCalendarVariant,
  SignInDay,
  SignInDayStatus,
} from './SignInCalendar.tsx';
