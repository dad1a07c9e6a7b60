import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClueFormInput, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { clueKeys } from './keys';

export type ClueSaved = { id: number; status: number; statusText: string };

/** POST /clue/publish {the trader's quote} → {id, status, statusText}; 403 without real name. */
export async function publishClue(body: ClueFormInput) {
  const res = await http.post<Envelope<ClueSaved>>('/clue/publish', body);
  return res.data.data;
}

export function usePublishClue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishClue,
    // the desktop table and the phone's list alike
    onSuccess: () => client.invalidateQueries({ queryKey: clueKeys.mine() }),
  });
}
