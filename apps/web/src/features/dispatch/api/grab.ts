import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FollowIdentity } from '@mts/shared/constants';
import type { Envelope, FollowUpBody } from '@mts/shared/schemas';
import { ApiError, http } from '@/lib/http';
import { dispatchKeys } from './keys';
import { dropFromPools } from '../model/pool-cache';

export type GrabResult = { followId: number; id: number; identity: number };

/** POST /bizOppor/followUp {id, identity}: 10 grabs a lead (negotiator), 20 a confirmed intention order (商务). */
export async function grab(body: FollowUpBody) {
  const res = await http.post<Envelope<GrabResult>>('/bizOppor/followUp', body);
  return res.data.data;
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
      dropFromPools(client, body.identity === FollowIdentity.BusinessFollower ? 'preOrder' : 'lead', body.id);
      return Promise.all([
        client.invalidateQueries({ queryKey: dispatchKeys.pools() }),
        client.invalidateQueries({ queryKey: dispatchKeys.follows() }),
      ]);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && (error.code === 404 || error.code === 409)) {
        dropFromPools(client, body.identity === FollowIdentity.BusinessFollower ? 'preOrder' : 'lead', body.id);
        return client.invalidateQueries({ queryKey: dispatchKeys.pools() });
      }
    },
  });
}
