import { useState } from 'react';
import type { InspectionBody } from '@mts/shared/schemas';
import { emptyReport, quantityNote, serverReportError, validateReport, type ReportErrors, type ReportField, type ReportValues } from './report-form';

/**
 * The inspector's report form on both apps: the values (a change clears that field's error), the errors of the last
 * check, the photo upload's busy flag, the counted-quantity note; `check()` gives the body or the first field in
 * error; `send(body)` submits and shows a server 400 naming a field under it (other refusals are toasted).
 */
export function useReportForm(orderId: number, contractQuantity: number, onSubmit: (body: InspectionBody) => Promise<void>) {
  const [values, setValues] = useState<ReportValues>(emptyReport);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);

  return {
    values,
    errors,
    submitting,
    uploading,
    setUploading,
    note: quantityNote(values, contractQuantity),
    set: <K extends ReportField>(key: K, value: ReportValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    },
    check: (): { body: InspectionBody; firstError?: undefined } | { body: null; firstError: string | undefined } => {
      const checked = validateReport(orderId, values);
      setErrors(checked.errors);
      return checked.body ? { body: checked.body } : { body: null, firstError: Object.keys(checked.errors)[0] };
    },
    send: async (body: InspectionBody) => {
      setSubmitting(true);
      try {
        await onSubmit(body);
      } catch (error) {
        const e = error as { code?: number; message?: string };
        const named = e.code === 400 && e.message ? serverReportError(e.message) : null;
        if (named) setErrors((old) => ({ ...old, [named.field]: named.message }));
      } finally {
        setSubmitting(false);
      }
    },
  };
}
