import { useCallback } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import { useLocation } from 'react-router';
import { PublishMsg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';

/**
 * Publishing needs a verified real name (spec section 5): the confirm 《网络安全法》规定，实名才可发布信息，
 * 前往实名认证！ — confirming opens /realname (whose back returns here), cancelling returns home unless already there.
 */
export function useRealNamePrompt() {
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    const confirmed = await Dialog.confirm({ content: PublishMsg.needRealName, confirmText: '去认证', cancelText: '取消' });
    if (confirmed) navigate('/realname');
    else if (pathname !== '/home') navigate('/home', { replace: true });
  }, [navigate, pathname]);
}
