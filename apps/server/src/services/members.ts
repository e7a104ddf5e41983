import { randomInt } from 'node:crypto';
import type { UserRole } from '@touchline/api/contract';
import {
  defaultCurrency,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  userNameProblem,
  type Currency,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { invalid } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import { openWallet } from '../wallet/ledger.ts';
import { randomCode } from './common.ts';

/** A user name by domain's rule (4 to 20 letters, digits or underscores, starting with a letter). */
export function checkUserName(userName: string): string {
  if (userNameProblem(userName)) {
    throw invalid(text('userNameRule'));
  }
  return userName.trim();
}

/** A new password by domain's rule (6 to 64 characters, digits and other characters mixed). */
export function checkNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem === 'mix') throw invalid(text('passwordMix'));
  if (problem) {
    throw invalid(text('passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
  }
}

/** The `Language` header's language as the build key of spec §3's currency rule. */
const LANGUAGE_KEYS: Readonly<Record<string, string>> = { 'zh-cn': 'cn', vi: 'vietnam', en: 'en' };
const COUNTRY_CURRENCIES: Readonly<Record<string, Currency>> = {
  '84': 'VND',
  '86': 'CNY',
  '1': 'USD',
};

/**
 * The registration currency: by the app's language as spec §3 says (cn CNY, vietnam VND, en USD,
 * otherwise USDT); without a language, by the mobile's country.
 */
export function registrationCurrency(language: string | null, countryCode?: string): Currency {
  if (language) return defaultCurrency(LANGUAGE_KEYS[language.toLowerCase()] ?? language);
  return (countryCode && COUNTRY_CURRENCIES[countryCode]) || 'USDT';
}

export type MemberRow = {
  id: bigint;
  user_name: string;
  nick_name: string;
  password_hash: string | null;
  mobile: string | null;
  mobile_area: string | null;
  role: UserRole;
  reg_currency: string;
  referral_code: string;
  inviter_id: bigint | null;
  vip_level: number;
  avatar_id: number;
  live_manage_status: number;
  game_order: string;
  two_step_login: boolean;
  email: string | null;
  turnover_minor: bigint;
  deposit_total_minor: bigint;
  identity_code: string | null;
  identity_code_expires_at: Date | null;
  created_at: Date;
};

export async function memberById(q: Queryable, id: bigint): Promise<MemberRow | undefined> {
  const [row] = await q.query<MemberRow>('select * from members where id = $1', [id]);
  return row;
}

export async function memberByUserName(
  q: Queryable,
  userName: string,
): Promise<MemberRow | undefined> {
  const [row] = await q.query<MemberRow>('select * from members where lower(user_name) = $1', [
    userName.trim().toLowerCase(),
  ]);
  return row;
}

export async function memberByMobile(
  q: Queryable,
  mobileArea: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const [row] = await q.query<MemberRow>(
    'select * from members where mobile_area = $1 and mobile = $2',
    [mobileArea, mobile],
  );
  return row;
}

/** The member whose referral code this is (codes are case-insensitive), if any. */
export async function inviterByCode(
  q: Queryable,
  code: string | undefined,
): Promise<bigint | null> {
  const text = code?.trim().toUpperCase();
  if (!text || text.length > 32) return null;
  const [row] = await q.query<{ id: bigint }>('select id from members where referral_code = $1', [
    text,
  ]);
  return row ? BigInt(row.id) : null;
}

export async function newReferralCode(q: Queryable): Promise<string> {
  for (;;) {
    const code = `TL${randomCode(6)}`;
    const taken = await q.query('select 1 from members where referral_code = $1', [code]);
    if (taken.length === 0) return code;
  }
}

export interface NewMember {
  userName: string;
  passwordHash: string | null;
  role?: UserRole;
  nickName?: string;
  mobile?: string | null;
  mobileArea?: string | null;
  countryCode?: string | null;
  currency: Currency;
  regDomain?: string | null;
  /** `YYYY-MM-DD`; none for members from before the 18+ rule and for phone-login sign-ups. */
  dateOfBirth?: string | null;
  inviterId?: bigint | null;
  liveManageStatus?: number;
  avatarId?: number;
}

/** Creates a member with a referral code of their own and an empty wallet; returns the id. */
export async function createMember(tx: Queryable, m: NewMember): Promise<bigint> {
  const referralCode = await newReferralCode(tx);
  const [row] = await tx.query<{ id: bigint }>(
    `insert into members (user_name, nick_name, password_hash, mobile, mobile_area, country_code,
       role, reg_currency, reg_domain, referral_code, inviter_id, live_manage_status, avatar_id,
       date_of_birth)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      m.userName,
      m.nickName ?? m.userName,
      m.passwordHash,
      m.mobile ?? null,
      m.mobileArea ?? null,
      m.countryCode ?? m.mobileArea ?? null,
      m.role ?? 'member',
      m.currency,
      m.regDomain ?? null,
      referralCode,
      m.inviterId ?? null,
      m.liveManageStatus ?? 0,
      m.avatarId ?? 1 + randomInt(10),
      m.dateOfBirth ?? null,
    ],
  );
  const id = BigInt(row!.id);
  await openWallet(tx, id, m.currency);
  return id;
}

export async function userNameTaken(q: Queryable, userName: string): Promise<boolean> {
  return (await memberByUserName(q, userName)) !== undefined;
}

/** A free user name for a phone registration: `player` and five digits. */
export async function freeUserName(q: Queryable): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const digits = attempt < 20 ? 5 : 8;
    const name = `player${String(randomInt(10 ** digits)).padStart(digits, '0')}`;
    if (!(await userNameTaken(q, name))) return name;
  }
}
