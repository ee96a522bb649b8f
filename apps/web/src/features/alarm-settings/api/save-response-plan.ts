import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsePlansEndpoints, type PlanBody, type ResponsePlanKind } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { responsePlansKey } from './get-response-plans';

export function useSaveResponsePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: ResponsePlanKind; body: PlanBody }) => call(responsePlansEndpoints.save, { params: { kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsePlansKey }),
  });
}
