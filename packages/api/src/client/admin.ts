import { adminPlatformCalls, type AdminPlatformCalls } from '../contract/admin-registry.ts';
import type { AnyCall } from '../contract/define.ts';
import type { AreaFunctions, PlatformClient } from './platform.ts';
import type { CallOptions } from './transport.ts';

/** The super-admin centre's calls as functions, one per call of `adminPlatformCalls`. */
export type AdminClient = AreaFunctions<AdminPlatformCalls>;

/**
 * The super-admin centre's client (ADR 030): its calls sent through the platform client, with
 * its headers, session and error policy. A module of its own, so its schemas ride in the
 * centre's chunk and never in a player's page.
 */
export function createAdminClient(platform: PlatformClient): AdminClient {
  const functions: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(adminPlatformCalls) as [string, AnyCall][]) {
    functions[name] = (input?: unknown, options?: CallOptions) =>
      platform.call(call, input as never, options);
  }
  return Object.freeze(functions) as AdminClient;
}
