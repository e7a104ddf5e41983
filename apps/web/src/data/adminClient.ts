import { createAdminClient, type AdminClient } from '@touchline/api';
import { useMemo } from 'react';
import { useClients } from '../app/context.tsx';

/**
 * The super-admin centre's client, built on the site's platform client (its session, headers and
 * error policy). Only the centre's chunk imports it, so its calls' schemas never reach a player.
 */
export function useAdminClient(): AdminClient {
  const { platform } = useClients();
  return useMemo(() => createAdminClient(platform), [platform]);
}
