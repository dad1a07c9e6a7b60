import { useSearchParams } from 'react-router';
import { GoodsType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import type { ClueFormInput } from '@mts/shared/schemas';
import { positiveParam } from '@/lib/query-params';
import { useClueRecord } from '../api/get-clue-record';
import { usePublishClue } from '../api/publish-clue';
import { useUpdateClue } from '../api/update-clue';
import { DRAFT_PARAM } from './clue-form';

/**
 * 发布信息 / 编辑信息 (…/source/publish), both apps: ?editId= edits one of my leads while it awaits dispatch,
 * ?type=2 preselects 求购 and ?draft=<json> (the AI assistant's 去发布) prefills a new one; the record edited; and
 * `save`, which sends the form. An edit says 已保存 (through `notify`) and answers null; a new lead answers the
 * phone's path of its 发布成功 page. A refusal rejects (the client toasted it).
 */
export function usePublishCluePage({ notify }: { notify: (text: string) => void }) {
  const [params] = useSearchParams();
  const editId = positiveParam(params.get('editId'));
  const record = useClueRecord(editId);
  const publish = usePublishClue();
  const update = useUpdateClue();
  return {
    editId,
    record,
    title: editId ? '编辑信息' : '发布信息',
    presetType: params.get('type') === '2' ? GoodsType.Demand : GoodsType.Supply,
    draft: editId ? null : params.get(DRAFT_PARAM),
    save: async (body: ClueFormInput): Promise<string | null> => {
      if (editId) {
        await update.mutateAsync({ id: editId, body });
        notify(PublishMsg.saved);
        return null;
      }
      const saved = await publish.mutateAsync(body);
      return `/source/publishSuccess?id=${saved.id}&type=${body.type}`;
    },
  };
}
