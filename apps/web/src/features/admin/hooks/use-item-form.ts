import { Form } from 'antd';
import { useEffect, useState } from 'react';

/**
 * A console edit dialog's form: `item` is the row being edited, 'new' for a new one, or null while closed. Each time
 * it opens the form starts again, filled from the row being edited; `uploading` holds 保存 while a picture uploads.
 */
export function useItemForm<V, T extends object>(item: T | 'new' | null, valuesOf: (existing: T) => Partial<V>) {
  const [form] = Form.useForm<V>();
  const [uploading, setUploading] = useState(false);
  const existing = item && item !== 'new' ? item : null;
  useEffect(() => {
    if (!item) return;
    form.resetFields();
    if (existing) form.setFieldsValue(valuesOf(existing) as Parameters<typeof form.setFieldsValue>[0]);
    // valuesOf reads only the row: the form refills when the dialog opens on another row.
  }, [item, existing, form]);
  return { form, existing, uploading, setUploading };
}
