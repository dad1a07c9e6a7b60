import { DispatchMsg } from '@mts/shared/messages';
import { isLoading, loadFailure } from '@/lib/load-state';
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
  const texts = { forbidden: DispatchMsg.followNotYours, notFound: DispatchMsg.followNotFound };
  return {
    item,
    /** The item's query with its refusal texts, for a LoadState. */
    load: { query: detail, ...texts },
    loading: isLoading(id, detail),
    /** Why there is nothing to show: refused (403: the server's words; 404) or failed (retry). */
    failure: item ? null : loadFailure(id, detail.error, texts),
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
