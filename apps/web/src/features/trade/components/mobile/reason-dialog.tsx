import { useState } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import TextArea from 'antd-mobile/es/components/text-area';
import type { ZodType } from 'zod';
import styles from './staff.module.css';

type Props = {
  visible: boolean;
  title: string;
  hint: string;
  /** The shared schema's reason field: its message shows under the input. */
  schema: ZodType;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** A reason (拒绝 an intention order, 退回 a contract) in a dialog, checked with the shared schema before it goes. */
export function ReasonDialog({ visible, title, hint, schema, busy, onCancel, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    const result = schema.safeParse(reason);
    if (!result.success) setError(result.error.issues[0]?.message ?? '');
    else onSubmit(String(result.data));
  };
  return (
    <Dialog
      visible={visible}
      title={title}
      content={
        <div>
          <p className={styles.dialogHint}>{hint}</p>
          <TextArea
            className={styles.dialogInput}
            placeholder="请输入原因（2–200 个字）"
            value={reason}
            onChange={(v) => {
              setReason(v);
              setError('');
            }}
            maxLength={200}
            autoSize={{ minRows: 3, maxRows: 5 }}
            showCount
            data-testid="reason-input"
          />
          {error && (
            <p className={styles.formError} data-testid="reason-error">
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onCancel },
          { key: 'confirm', text: '确定', bold: true, danger: true, disabled: busy, onClick: submit },
        ],
      ]}
    />
  );
}
