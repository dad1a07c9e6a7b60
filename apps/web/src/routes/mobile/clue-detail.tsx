import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useParams } from 'react-router';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { useClueRecord } from '@/features/clues/api/get-clue-record';
import { useWithdrawClue } from '@/features/clues/api/withdraw-clue';
import { ClueRecordView } from '@/features/clues/components/mobile/clue-record-view';
import { leadOwnerActions } from '@/features/clues/model/lead-actions';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './my-listings.module.css';
import { PageTop } from '@/components/mobile/page-top';

/**
 * A lead of mine (/myxg/clueDetail/:id): the full record; 编辑 and 撤回 while the lead machine allows them (awaiting dispatch).
 */
export function Component() {
  const id = Number(useParams().id) || 0;
  const navigate = useAppNavigate();
  const back = useBack();
  const record = useClueRecord(id);
  const withdraw = useWithdrawClue();

  const confirmWithdraw = async () => {
    const confirmed = await Dialog.confirm({ content: '确定撤回该条信息吗？', confirmText: '撤回', cancelText: '取消' });
    if (!confirmed) return;
    try {
      await withdraw.mutateAsync(id);
      toast(PublishMsg.withdrawn);
    } catch {
      // The client has toasted the server's reason.
    }
  };

  const clue = record.data;
  const actions = clue ? leadOwnerActions(clue) : { edit: false, withdraw: false };
  return (
    <div className={styles.page} data-testid="clue-detail">
      <PageTop title="信息详情" onBack={back} />
      {record.isPending ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : !clue ? (
        <button type="button" className={styles.failed} onClick={() => void record.refetch()}>
          {Msg.listLoadFailed}
        </button>
      ) : (
        <>
          <ClueRecordView clue={clue} />
          {(actions.withdraw || actions.edit) && (
            <div className={styles.actions}>
              {actions.withdraw && (
                <Button color="danger" fill="outline" shape="rounded" loading={withdraw.isPending} onClick={() => void confirmWithdraw()} data-testid="clue-withdraw">
                  撤回
                </Button>
              )}
              {actions.edit && (
                <Button color="primary" shape="rounded" onClick={() => navigate(`/source/publish?editId=${clue.id}`)} data-testid="clue-edit">
                  编辑
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
