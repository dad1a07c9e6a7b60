import { App, Button, Space } from 'antd';
import type { StaffMovesProps } from '../../model/staff-pages';
import { ReasonButton } from './reason-button';

/** A staff page's moves in its head: 拒绝 / 退回 (a reason) and 确认 (after a confirm), each only when the server allows it. */
export function StaffMoves({ confirm, reject }: StaffMovesProps) {
  const { modal } = App.useApp();
  if (!confirm.allowed && !reject.allowed) return null;
  const doConfirm = () => modal.confirm({ title: confirm.title, content: confirm.content, okText: '确认', cancelText: '取消', onOk: confirm.run });
  return (
    <Space size={12} className="pc-staff-actions">
      {reject.allowed ? <ReasonButton label={reject.label} title={reject.title} hint={reject.hint} schema={reject.schema} testId={reject.testId} onSubmit={reject.run} /> : null}
      {confirm.allowed ? (
        <Button type="primary" size="large" loading={confirm.busy} onClick={doConfirm} data-testid={confirm.testId}>
          {confirm.label}
        </Button>
      ) : null}
    </Space>
  );
}
