/**
 * Header names of spec §7, spelled once for the client that sends them and the server that
 * reads them (HTTP header names are case-insensitive; servers see them lower-cased).
 */
export const HEADERS = Object.freeze({
  /** The member's token as is (no scheme): `Authorization: tok_3f9a…`. */
  authorization: 'Authorization',
  /** The logged-in user name, percent-encoded so any name survives a header. */
  userName: 'Username',
  /** The app language: zh-cn, en, vi or th. */
  language: 'Language',
  /** The locale code of the language (spec §9: zh-CN, vi-VI, en-US; th-TH). */
  acceptLanguage: 'Accept-Language',
  /** Always `1`: the web client. */
  client: 'client',
  deviceNo: 'deviceNo',
  clientModel: 'clientModel',
  appVersion: 'appVersion',
  /** The build's fixed regional value. */
  platform: 'platform',
  contentType: 'Content-Type',
  /**
   * `cookie`: a browser keeps its session in the server's HttpOnly cookie (ADR 012) — logins
   * answer no token in their body, and the cookie authenticates its calls.
   */
  sessionMode: 'Session-Mode',
} as const);

/** The value of the `Session-Mode` header of a browser that keeps its session in the cookie. */
export const COOKIE_SESSION_MODE = 'cookie';

/** The value of the `client` header. */
export const CLIENT_HEADER_VALUE = '1';

/** The body field that carries the token for calls whose token travels in the payload. */
export const PAYLOAD_TOKEN_FIELD = 'token';
