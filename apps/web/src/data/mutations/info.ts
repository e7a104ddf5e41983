import type { CallInput, partnerCalls } from '@touchline/api';
import { useMutation } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';

/** The form shows the server's reason itself, under the form. */
const FORM_CALL = { noNeedResponseMsg: true } as const;

export type PartnerApplication = CallInput<(typeof partnerCalls)['applyPartner']>;

/** Sends an application to the partner programme (visitors and members). */
export function useApplyPartner() {
  const { platform } = useClients();
  return useMutation({
    mutationFn: (input: PartnerApplication) => platform.operation.applyPartner(input, FORM_CALL),
  });
}
