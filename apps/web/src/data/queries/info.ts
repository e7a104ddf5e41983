import { LANGUAGES } from '@touchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { loadPack } from '../../i18n/i18n.ts';
import { siteKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** The customer-service chat's address (`popCustomerLink`). */
export function useCustomerServiceLink() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: siteKeys.customerServiceLink(language),
    queryFn: () => platform.operation.getCustomerServiceLink({}, { noNeedResponseMsg: true }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The help centre's pack in every language, for a search typed in any of them (each pack is its
 * own small chunk, fetched once when the help centre first searches).
 */
export function useHelpIndex(enabled: boolean) {
  return useQuery({
    queryKey: siteKeys.helpIndex(),
    queryFn: async () => {
      const packs = await Promise.all(LANGUAGES.map((lang) => loadPack(lang, ['help'])));
      return packs.map((pack) => (pack.help ?? {}) as Record<string, unknown>);
    },
    enabled,
    staleTime: Infinity,
  });
}
