import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClueFormInput, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { clueKeys } from './keys';
import type { ClueSaved } from './publish-clue';

/** PUT /clue/{id}: the owner edits a lead while it awaits dispatch. */
export async function updateClue({ id, body }: { id: number; body: ClueFormInput }) {
  const res = await http.put<Envelope<ClueSaved>>(`/clue/${id}`, body);
  return res.data.data;
}

export function useUpdateClue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateClue,
    onSuccess: (_data, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: clueKeys.mine() }),
        client.invalidateQueries({ queryKey: clueKeys.record(id) }),
      ]),
  });
}
