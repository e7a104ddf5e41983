import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The browser fingerprint of the device-id fallback (spec §4 step 4): a hash of what the browser
 * says about itself — no storage, no network. Null when nothing is known.
 */
export function browserFingerprint(env: {
  userAgent?: string;
  languages?: readonly string[];
  timeZone?: string;
  screen?: { width: number; height: number; colorDepth: number } | null;
  hardwareConcurrency?: number;
}): string | null {
  const parts = [
    env.userAgent ?? '',
    (env.languages ?? []).join(','),
    env.timeZone ?? '',
    env.screen ? `${env.screen.width}x${env.screen.height}x${env.screen.colorDepth}` : '',
    String(env.hardwareConcurrency ?? ''),
  ];
  if (parts.every((p) => p === '')) return null;
  return bytesToHex(sha256(new TextEncoder().encode(parts.join('|')))).slice(0, 32);
}
