import { useMemo, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { BusinessType } from '@mts/shared/constants';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import { isUploadUrl, type ClueForm } from '@mts/shared/schemas';
import { ClueStatus } from '@mts/shared/status';
import { useClueRecord } from '@/features/clues/api/get-clue-record';
import { PublishForm } from '@/features/clues/components/mobile/publish-form';
import { fromClueRecord, toTextValues } from '@/features/clues/model/clue-form';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { usePublishGoods } from '@/features/dispatch/api/follow-actions';
import { useHeldLead } from '@/features/dispatch/hooks/use-held-lead';
import { getSuggest } from '@/features/goods/api/get-suggest';
import { uploadImage } from '@/features/uploads/api/upload-image';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './sub-page.module.css';

/**
 * 发布商品 (/source/publishGoods?id={clueId}, login required): the negotiator holding a grabbed lead checks its
 * form with the owner (the trader's publish form, prefilled from the lead) and puts the goods on the shelf for
 * the owner → /follow/getFollowSuccess?goodsId=. Anyone else, or a lead no longer held: a clear state.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const clueId = Number(searchParams.get('id')) || 0;
  const navigate = useAppNavigate();
  const back = useBack();
  const user = useCurrentUser();
  const negotiator = user?.businessType === BusinessType.Negotiator;
  const record = useClueRecord(clueId);
  const held = useHeldLead(clueId, negotiator);
  const tree = useCategoryTree();
  const publish = usePublishGoods();

  // Once the form shows it stays: publishing ends the hold, and the lists reload before the page moves on.
  const [holding, setHolding] = useState(false);
  if (held.item && record.data && !holding) setHolding(true);

  const initial = useMemo(() => {
    const r = record.data;
    if (!r) return null;
    // Only uploaded pictures can be sent back; without any the server keeps the lead's own.
    return toTextValues(fromClueRecord({ ...r, images: r.images.filter(isUploadUrl) }, r.categoryId === null ? [] : [r.categoryId]));
  }, [record.data]);

  const submit = async (form: ClueForm) => {
    const result = await publish.mutateAsync({ clueId, form });
    navigate(`/follow/getFollowSuccess?goodsId=${result.goodsId}`, { replace: true });
  };

  const refusal = (title: string, text: string, extra?: ReactNode) => (
    <div className={styles.state} data-testid="publish-goods-refused">
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      {extra}
      <Button color="primary" fill={extra ? 'outline' : 'solid'} shape="rounded" className={styles.stateButton} onClick={() => navigate('/follow', { replace: true })}>
        返回跟单
      </Button>
    </div>
  );

  let content;
  if (holding && initial) {
    content = (
      <>
        <p className={styles.notice}>请先与发布人核实型号、数量、价格和批号；发布后商品归发布人所有，线索变为已发布。</p>
        <PublishForm initial={initial} categories={tree.data ?? []} suggest={getSuggest} upload={uploadImage} onSubmit={submit} submitText="确认发布商品" />
      </>
    );
  } else if (!user || (clueId > 0 && record.isPending) || (negotiator && held.isPending)) {
    content = (
      <div className={styles.state}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (!negotiator) {
    content = refusal('不能发布商品', DispatchMsg.negotiatorOnly);
  } else if (!record.data) {
    content = refusal('不能发布商品', Msg.clueNotFound);
  } else if (record.data.status === ClueStatus.AwaitingDispatch) {
    content = refusal(
      '不能发布商品',
      '该线索还在线索池中，抢单后才能发布商品。',
      <Button color="primary" shape="rounded" className={styles.stateButton} onClick={() => navigate('/follow/pendingFollow')}>
        去抢单
      </Button>,
    );
  } else {
    content = refusal('不能发布商品', record.data.status === ClueStatus.Grabbed ? DispatchMsg.followNotYours : DispatchMsg.followNotPending);
  }

  return (
    <div className={styles.page} data-testid="publish-goods-page">
      <NavBar className={styles.nav} onBack={back}>
        发布商品
      </NavBar>
      {content}
    </div>
  );
}
