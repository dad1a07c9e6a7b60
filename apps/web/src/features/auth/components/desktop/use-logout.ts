import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AuthMsg } from '@mts/shared/messages';
import { logout } from '../../api/logout';
import { useSession } from '@/lib/session';

/** 退出登录 (desktop): confirm 温馨提示 / 你确认要退出登录吗？; cancel → 已取消退出; confirm revokes the token, clears the session (and hasTip), goes to /pc. */
export function useLogout() {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  return useCallback(() => {
    modal.confirm({
      title: AuthMsg.logoutTitle,
      content: AuthMsg.logoutConfirmDesktop,
      okText: '确定',
      cancelText: '取消',
      onCancel: () => void message.info(AuthMsg.logoutCancelled),
      onOk: async () => {
        try {
          await logout();
        } catch {
          // a token the server no longer knows is as good as revoked: the local session goes anyway
        }
        // cleared at once, so no request of the next page carries the revoked token; the app empties the
        // query cache when the token goes
        useSession.getState().clear();
        navigate('/pc');
      },
    });
  }, [modal, message, navigate]);
}
