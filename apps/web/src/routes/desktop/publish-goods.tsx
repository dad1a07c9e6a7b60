import { Alert, Button, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { FollowIdentity } from '@mts/shared/constants';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import { isUploadUrl, type ClueFormInput, type ClueRecord } from '@mts/shared/schemas';
import { useClueRecord } from '@/features/clues/api/get-clue-record';
import { fromClueRecord } from '@/features/clues/model/clue-form';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { categoryPath } from '@/features/content/components/desktop/category-cascader';
import { usePublishGoods } from '@/features/dispatch/api/follow-actions';
import { useHeldLead } from '@/features/dispatch/hooks/use-held-lead';
import { followDetailPath, poolRoleOf } from '@/features/dispatch/model/pool';
import { positiveInt } from '@/lib/query-params';
import { PublishForm } from '@/widgets/desktop/publish-form';
import { pc } from '@/lib/desktop-path';
import { useUserAndDetails } from '@/features/users/hooks/use-current-user';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './publish.css';

/**
 * /pc/source/publishGoods?id={clueId} (inside the login guard): the negotiator holding the lead checks and
 * completes its form — the trader's publish form, prefilled — and publishes it as goods owned by the lead's owner
 * (POST /follow/publishGoods) → /pc/follow/getFollowSuccess?goodsId=…
 */
export function PublishGoodsPage() {
  const [params] = useSearchParams();
  const clueId = positiveInt(params.get('id')) ?? 0;
  const role = poolRoleOf(useUserAndDetails().businessType);
  const isNegotiator = role?.kind === 'lead';
  const record = useClueRecord(isNegotiator ? clueId : 0);
  const held = useHeldLead(clueId, isNegotiator);
  const tree = useCategoryTree();
  const publish = usePublishGoods();
  useDocumentTitle('发布商品');

  if (!isNegotiator) return <Refusal status="403" title={DispatchMsg.negotiatorOnly} />;
  if (!clueId || record.isError) return <Refusal status="404" title={Msg.clueNotFound} />;
  if (!record.data || !tree.data || held.isPending) return <PageSkeleton />;
  // after publishing the item is done: keep the form on screen until the success page opens
  if (!held.item && !publish.isPending && !publish.isSuccess) {
    return <Refusal status="warning" title="该线索不在您的跟进中" subTitle="只有抢到该线索、且仍在跟进中的谈判人可以把它发布为商品。" />;
  }
  return (
    <Editor
      record={record.data}
      path={categoryPath(tree.data, record.data.categoryId ?? undefined)}
      tree={tree.data}
      followId={held.item?.id}
      onPublish={(form) => publish.mutateAsync({ clueId, form })}
      onRefused={() => void held.refetch()}
    />
  );
}

function PageSkeleton() {
  return (
    <div className="pc-container pc-publish">
      <Skeleton active paragraph={{ rows: 10 }} className="pc-card" />
    </div>
  );
}

function Refusal({ status, title, subTitle }: { status: '403' | '404' | 'warning'; title: string; subTitle?: string }) {
  const navigate = useNavigate();
  return (
    <div className="pc-container pc-publish">
      <section className="pc-card" data-testid="publish-goods-refused">
        <Result
          status={status}
          title={title}
          subTitle={subTitle}
          extra={[
            <Button key="follow" type="primary" onClick={() => navigate('/pc/follow')}>
              返回跟单
            </Button>,
          ]}
        />
      </section>
    </div>
  );
}

type EditorProps = {
  record: ClueRecord;
  path: number[];
  tree: NonNullable<ReturnType<typeof useCategoryTree>['data']>;
  followId: number | undefined;
  onPublish: (form: ClueFormInput) => Promise<{ goodsId: number }>;
  /** The server said the lead is not (or no longer) the caller's: look again, which shows the refusal. */
  onRefused: () => void;
};

function Editor({ record, path, tree, followId, onPublish, onRefused }: EditorProps) {
  const navigate = useNavigate();
  // Only our own uploads may be sent back; the lead's other pictures (the demo's) stay on the goods when none are sent.
  const images = record.images.filter(isUploadUrl);
  const initialValues = { ...fromClueRecord(record, path), images };

  const onSubmit = async (form: ClueFormInput) => {
    const { goodsId } = await onPublish(form);
    navigate(`/pc/follow/getFollowSuccess?goodsId=${goodsId}`);
  };

  return (
    <div className="pc-container pc-publish">
      <section className="pc-card" data-testid="publish-goods">
        <div className="pc-publish-head">
          <h2>发布商品</h2>
          <p>核对货主提供的信息并补充完整后发布；商品归货主所有，上架后买家即可搜索到。</p>
        </div>
        {images.length < record.images.length ? (
          <Alert type="info" showIcon title="未上传新图片时，商品沿用线索原有的图片。" style={{ marginBottom: 20 }} />
        ) : null}
        <PublishForm
          initialValues={initialValues}
          categories={tree}
          submitText="发布商品"
          onSubmit={onSubmit}
          onNeedRealName={onRefused}
          onCancel={() => navigate(followId ? pc(followDetailPath({ id: followId, identity: FollowIdentity.Negotiator })) : '/pc/follow')}
        />
      </section>
    </div>
  );
}
