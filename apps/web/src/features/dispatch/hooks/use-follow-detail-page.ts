import { DispatchMsg } from '@mts/shared/messages';
import { loadFailure } from '@/lib/load-failure';
import { useAddFollowNote, useCloseFollow } from '../api/follow-actions';
import { useFollowDetail } from '../api/get-follow-detail';

/**
 * The follow detail page of both apps: the item (loading while an id is read; the failure once it cannot be
 * shown) and its two actions. Each action resolves with the success text for the page to show, and rejects when
 * the server refused (the client has toasted its reason); the rendering checks the text first with the model's
 * `followNoteError` / `closeReasonError`.
 */
export function useFollowDetailPage(id: number) {
  const detail = useFollowDetail(id);
  const note = useAddFollowNote();
  const close = useCloseFollow();
  const item = detail.data;
  return {
    item,
    loading: id > 0 && detail.isPending,
    failure: item ? null : loadFailure(detail.error, id),
    /** The server's own words for a refusal (403). */
    errorText: detail.error instanceof Error ? detail.error.message : '',
    retry: () => void detail.refetch(),
    addNote: async (content: string) => {
      await note.mutateAsync({ id, content: content.trim() });
      return DispatchMsg.noteOk;
    },
    noting: note.isPending,
    close: async (reason: string) => {
      await close.mutateAsync({ id, reason: reason.trim() });
      return DispatchMsg.closeOk;
    },
    closing: close.isPending,
  };
}
