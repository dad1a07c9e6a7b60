import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { assistantKeys } from './keys';

/** DELETE /ai/conversations/:id → 对话已删除; the history list reloads. */
export const deleteConversation = (id: number) => http.delete(`/ai/conversations/${id}`);

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_reply, id) => {
      client.removeQueries({ queryKey: assistantKeys.conversation(id) });
      return client.invalidateQueries({ queryKey: assistantKeys.conversations() });
    },
  });
}
