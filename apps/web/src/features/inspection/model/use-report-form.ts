import { useState, type ReactNode } from 'react';
import type { InspectionBody } from '@mts/shared/schemas';
import { emptyReport, quantityNote, REPORT_LIMITS, serverReportError, validateReport, type ReportErrors, type ReportField, type ReportValues } from './report-form';

export type PhotoFieldProps = { value: string[]; onChange: (urls: string[]) => void; max: number; onBusyChange: (busy: boolean) => void };

/** What both apps' report forms take. */
export type ReportFormProps = {
  orderId: number;
  /** The contract's quantity (a different count is pointed out, not refused). */
  contractQuantity: number;
  /** The photo picker (the uploads feature's, given by the page): 1–9 pictures through POST /upload/image. */
  renderPhotos: (field: PhotoFieldProps) => ReactNode;
  /** Sends the checked body; rejects with the client's ApiError (code, message) when the server refuses. */
  onSubmit: (body: InspectionBody) => Promise<void>;
};

type TextField = 'dateCodeSeen' | 'markings' | 'notes';
const PLACEHOLDER: Record<TextField, string> = { dateCodeSeen: '如 24+、2336', markings: '芯片表面丝印、标签是否与型号一致', notes: '选填：包装、外观、抽检情况等' };

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
  const set = <K extends ReportField>(key: K, value: ReportValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  return {
    values,
    errors,
    submitting,
    uploading,
    setUploading,
    note: quantityNote(values, contractQuantity),
    set,
    /** A free-text field's input: its value, placeholder, limit and test id (each app adds its onChange). */
    text: (field: TextField) => ({ value: values[field], placeholder: PLACEHOLDER[field], maxLength: REPORT_LIMITS[field], 'data-testid': `report-${field}` }),
    /** What the photo picker takes. */
    photos: { value: values.photos, onChange: (urls: string[]) => set('photos', urls), max: REPORT_LIMITS.maxPhotos, onBusyChange: setUploading } satisfies PhotoFieldProps,
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
