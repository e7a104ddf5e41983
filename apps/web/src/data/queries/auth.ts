import { useQuery } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { authKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** The dial codes of the phone forms. */
export function useCountryCodeList() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: authKeys.countryCodes(language),
    queryFn: () => platform.auth.listCountryCodes(),
    staleTime: Infinity,
  });
}

/** A user name the server generated, for the phone registration to start from. */
export function useGeneratedUserName() {
  const { platform } = useClients();
  return useQuery({
    queryKey: authKeys.generatedUserName(),
    queryFn: () => platform.auth.generateUserName(undefined, { noNeedResponseMsg: true }),
    staleTime: Infinity,
  });
}
