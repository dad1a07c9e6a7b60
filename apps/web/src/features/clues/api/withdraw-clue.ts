import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { clueKeys } from './keys';
import type { ClueSaved } from './publish-clue';

/** POST /clue/{id}/withdraw: only the owner, only while awaiting dispatch. */
export async function withdrawClue(id: number) {
  const res = await http.post<Envelope<ClueSaved>>(`/clue/${id}/withdraw`);
  return res.data.data;
}

export function useWithdrawClue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawClue,
    onSuccess: (_data, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: clueKeys.mine() }),
        client.invalidateQueries({ queryKey: clueKeys.record(id) }),
      ]),
  });
}
