import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PublishMsg } from '@mts/shared/messages';
import { ResultCard } from '@/components/desktop/result-card';

export const REALNAME_PATH = '/pc/realname';

/** Opens the spec's confirm: 《网络安全法》规定，实名才可发布信息，前往实名认证！ — confirming goes to /pc/realname. */
export function useRealNameConfirm() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return useCallback(
    (onCancel?: () => void) =>
      modal.confirm({
        title: '需要实名认证',
        content: PublishMsg.needRealName,
        okText: '前往实名认证',
        cancelText: '取消',
        onOk: () => navigate(REALNAME_PATH),
        onCancel,
      }),
    [modal, navigate],
  );
}

/**
 * Shown instead of the publish form (or 我的库存, `title` and `bare` inside the user centre) to a user who is not
 * real-name verified: the confirm opens at once; cancelling stays on the page (the desktop rule; going home is the
 * phone's), which keeps a way to verify later.
 */
export function RealNameGate({ title = '实名认证后才可发布信息', bare = false }: { title?: string; bare?: boolean }) {
  const confirm = useRealNameConfirm();
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = confirm();
    return () => dialog.destroy();
  }, [confirm]);
  return (
    <ResultCard
      testId="realname-gate"
      status="403"
      title={title}
      bare={bare}
      subTitle={PublishMsg.needRealName}
      actions={[
        { key: 'go', text: '前往实名认证', primary: true, onClick: () => navigate(REALNAME_PATH) },
        { key: 'home', text: '返回首页', onClick: () => navigate('/pc/home') },
      ]}
    />
  );
}
