import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlockType, PoolRowKind } from '@mts/shared/constants';
import type { BlockBody, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { dispatchKeys } from './keys';
import { dropFromPools } from '../model/pool-cache';

/**
 * POST /bizOppor/blockBizOpporMsg {bizMsgId, blockType}: hides a lead (10) or an intention order (20: in the business
 * followers' pool, or the negotiators') from the caller for good.
 */
export async function block(body: BlockBody) {
  await http.post<Envelope<null>>('/bizOppor/blockBizOpporMsg', body);
}

export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: block,
    onSuccess: (_data, body) => {
      if (body.blockType === BlockType.PreOrder) {
        dropFromPools(client, 'preOrder', body.bizMsgId);
        dropFromPools(client, 'lead', body.bizMsgId, PoolRowKind.PreOrder);
      } else {
        dropFromPools(client, 'lead', body.bizMsgId);
      }
      return client.invalidateQueries({ queryKey: dispatchKeys.pools() });
    },
  });
}
