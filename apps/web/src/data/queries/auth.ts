import { useQuery } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { authKeys } from '../keys.ts';

/** The dial codes of the phone forms. */
export function useCountryCodeList() {
  const { platform } = useClients();
  return useQuery({
    queryKey: authKeys.countryCodes(),
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
