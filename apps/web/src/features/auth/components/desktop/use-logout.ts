import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AuthMsg } from '@mts/shared/messages';
import { endSession } from '../../hooks/end-session';

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
        await endSession();
        navigate('/pc');
      },
    });
  }, [modal, message, navigate]);
}
