import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
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
  placeholder?: string;
  cancelText?: string;
  confirmText?: string;
  /** Test ids of the input and its message. */
  inputTestId?: string;
  errorTestId?: string;
};

/**
 * A reason (拒绝 or 取消 an intention order, 退回 a contract) in a dialog, checked with the shared schema before it
 * goes: the one reason dialog of the phone's trade pages.
 */
export function ReasonDialog({
  visible,
  title,
  hint,
  schema,
  busy,
  onCancel,
  onSubmit,
  placeholder = '请输入原因（2–200 个字）',
  cancelText = '取消',
  confirmText = '确定',
  inputTestId = 'reason-input',
  errorTestId = 'reason-error',
}: Props) {
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
            placeholder={placeholder}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setError('');
            }}
            maxLength={200}
            autoSize={{ minRows: 3, maxRows: 5 }}
            showCount
            data-testid={inputTestId}
          />
          {error && (
            <p className={styles.formError} data-testid={errorTestId}>
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: cancelText, onClick: onCancel },
          { key: 'confirm', text: confirmText, bold: true, danger: true, disabled: busy, onClick: submit },
        ],
      ]}
    />
  );
}

type ButtonProps = Omit<Props, 'visible' | 'onCancel' | 'onSubmit'> & {
  label: string;
  testId: string;
  /** Settles when done: the dialog closes either way (a refusal is toasted by the client). */
  onSubmit: (reason: string) => Promise<unknown>;
};

/** A danger button that asks for a reason in the ReasonDialog (拒绝 or 取消 an intention order, 退回 a contract). */
export function ReasonButton({ label, testId, onSubmit, ...dialog }: ButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button color="danger" fill="outline" shape="rounded" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <ReasonDialog {...dialog} visible={open} onCancel={close} onSubmit={(r) => void onSubmit(r).then(close, close)} />
    </>
  );
}
