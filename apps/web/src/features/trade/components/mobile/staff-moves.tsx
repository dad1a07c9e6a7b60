import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import type { StaffMovesProps } from '../../model/staff-pages';
import { ReasonButton } from './reason-dialog';

/** A staff page's bottom bar: 拒绝 / 退回 (a reason) and 确认 (after a confirm dialog), each only when the server allows it. */
export function StaffMoves({ confirm, reject, className }: StaffMovesProps & { className: string }) {
  if (!confirm.allowed && !reject.allowed) return null;
  const doConfirm = async () => {
    const ok = await Dialog.confirm({ title: confirm.title, content: confirm.content, confirmText: '确认', cancelText: '取消' });
    if (ok) await confirm.run();
  };
  return (
    <div className={className}>
      {reject.allowed && <ReasonButton label={reject.label} title={reject.title} hint={reject.hint} schema={reject.schema} busy={reject.busy} testId={reject.testId} onSubmit={reject.run} />}
      {confirm.allowed && (
        <Button color="primary" shape="rounded" loading={confirm.busy} onClick={() => void doConfirm()} data-testid={confirm.testId}>
          {confirm.label}
        </Button>
      )}
    </div>
  );
}
