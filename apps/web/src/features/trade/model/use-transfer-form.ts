import { useState } from 'react';
import { useCheckedForm } from '@/lib/use-checked-form';
import { initialTransfer, transferErrors, type TransferErrors, type TransferValues } from './money-forms';

/**
 * 登记转账's form on both apps: the values (the order's amount first), the shared schema's messages after the first
 * submit, whether the receipt is still uploading, and submit(), which sends nothing while a field is refused; a
 * refusal of the server was toasted by the client.
 */
export function useTransferForm(order: { id: number; amount: number }, onSubmit: (values: TransferValues) => Promise<unknown>) {
  const { values, errors, patch: set, check } = useCheckedForm(() => initialTransfer(order), (v): TransferErrors => transferErrors(order.id, v));
  const [uploading, setUploading] = useState(false);

  const submit = async () => {
    if (!check()) return;
    try {
      await onSubmit(values);
    } catch {
      // the client toasted the server's reason
    }
  };

  return { values, errors, set, uploading, setUploading, submit };
}
