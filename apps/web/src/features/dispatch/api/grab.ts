import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { FollowIdentity, FollowType, PoolRowKind } from '@mts/shared/constants';
import type { Envelope, FollowUpBody } from '@mts/shared/schemas';
import { ApiError, http } from '@/lib/http';
import { dispatchKeys } from './keys';
import { dropFromPools } from '../model/pool-cache';

export type GrabResult = { followId: number; id: number; identity: number; type?: number; model?: number };

/**
 * POST /bizOppor/followUp {id, identity, type}: identity 10 grabs a lead (type 10) or takes an intention order on goods
 * without a negotiator (type 30) from the negotiators' pool; 20 a row of the business followers' pool.
 */
export async function grab(body: FollowUpBody) {
  const res = await http.post<Envelope<GrabResult>>('/bizOppor/followUp', body);
  return res.data.data;
}

/** The grabbed row leaves its pool: the followers' for identity 20, else the negotiators' (a lead, or an intention order for type 30). */
function dropGrabbed(client: QueryClient, body: FollowUpBody) {
  if (body.identity === FollowIdentity.BusinessFollower) dropFromPools(client, 'preOrder', body.id);
  else dropFromPools(client, 'lead', body.id, body.type === FollowType.Trade ? PoolRowKind.PreOrder : PoolRowKind.Lead);
}

/**
 * Grab with the lists kept true: on success the row leaves the pool at once and my follow items reload; on a
 * refusal (taken, withdrawn, closed: 404/409, toasted by the client) the row leaves the pool too.
 */
export function useGrab() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grab,
    onSuccess: (_data, body) => {
      dropGrabbed(client, body);
      return Promise.all([
        client.invalidateQueries({ queryKey: dispatchKeys.pools() }),
        client.invalidateQueries({ queryKey: dispatchKeys.follows() }),
      ]);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && (error.code === 404 || error.code === 409)) {
        dropGrabbed(client, body);
        return client.invalidateQueries({ queryKey: dispatchKeys.pools() });
      }
    },
  });
}
