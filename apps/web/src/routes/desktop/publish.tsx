import { App, Button, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { GoodsType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import type { CategoryNode, ClueFormInput } from '@mts/shared/schemas';
import { usePublishCluePage } from '@/features/clues/model/publish-page';
import { emptyClueForm, fromClueRecord, fromDraft, type ClueFormValues } from '@/features/clues/model/clue-form';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { categoryPath } from '@/features/content/components/desktop/category-cascader';
import { useAuthnStatus } from '@/features/users/hooks/use-current-user';
import { useSession } from '@/lib/session';
import { myCluesUrl } from '@/features/clues/model/my-clues-url';
import { PublishForm } from '@/widgets/desktop/publish-form';
import { RealNameGate, useRealNameConfirm } from '@/features/users/components/desktop/real-name-gate';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './publish.css';

/**
 * /pc/source/publish (inside the login guard): real-name verified users get the quote form; ?editId= edits
 * one of the caller's leads while it awaits dispatch (PUT); ?draft=<json> (the AI assistant's 去发布) prefills a new one. Everyone else gets the real-name confirm.
 */
export function PublishPage() {
  const { message } = App.useApp();
  const page = usePublishCluePage({ notify: (text) => void message.success(text) });
  const { authnStatus, verified } = useAuthnStatus();
  useDocumentTitle(page.title);

  if (authnStatus === undefined) return <PageSkeleton />;
  if (!verified) return <RealNameGate />;
  return <PublishEditor key={page.editId || 'new'} page={page} />;
}

/** A new quote with the AI assistant's draft (?draft=) filled in: the fields that pass the schema; never submitted for the user. */
function prefilled(empty: ClueFormValues, raw: string | null, tree: CategoryNode[]): ClueFormValues {
  const draft = fromDraft(raw);
  if (!draft) return empty;
  return { ...empty, ...draft.values, categoryId: draft.categoryId ? categoryPath(tree, draft.categoryId) : [] };
}

function PageSkeleton() {
  return (
    <div className="pc-container pc-publish">
      <Skeleton active paragraph={{ rows: 10 }} className="pc-card" />
    </div>
  );
}

function PublishEditor({ page }: { page: ReturnType<typeof usePublishCluePage> }) {
  const { editId, record, title, draft, save } = page;
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const tree = useCategoryTree();
  const askRealName = useRealNameConfirm();

  if (!tree.data || (editId && record.isPending)) return <PageSkeleton />;
  if (editId && (record.isError || !record.data?.canEdit)) {
    return (
      <div className="pc-container pc-publish">
        <section className="pc-card">
          <Result
            status="warning"
            title={record.isError ? '信息不存在或无权编辑' : PublishMsg.notAwaiting}
            extra={<Button onClick={() => navigate(myCluesUrl(record.data?.type ?? GoodsType.Supply))}>返回我的信息</Button>}
          />
        </section>
      </div>
    );
  }

  const initialValues =
    editId && record.data
      ? fromClueRecord(record.data, categoryPath(tree.data, record.data.categoryId ?? undefined))
      : prefilled(emptyClueForm({ contactName: user?.nick_name, contactMobile: user?.mobile }), draft, tree.data);

  const onSubmit = async (body: ClueFormInput) => {
    const next = await save(body);
    navigate(next ? `/pc${next}` : myCluesUrl(body.type));
  };

  return (
    <div className="pc-container pc-publish">
      <section className="pc-card">
        <div className="pc-publish-head">
          <h2>{title}</h2>
          <p>填写货源报价或求购需求；发布后进入待派单，谈判人接单后与您联系。</p>
        </div>
        <PublishForm
          initialValues={initialValues}
          categories={tree.data}
          submitText={editId ? '保存修改' : '发布'}
          onSubmit={onSubmit}
          onNeedRealName={() => askRealName()}
          onCancel={editId ? () => navigate(-1) : undefined}
        />
      </section>
    </div>
  );
}
