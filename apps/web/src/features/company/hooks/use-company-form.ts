import { useState } from 'react';
import { CompanyMsg } from '@mts/shared/messages';
import { companyVerifyBody } from '@mts/shared/schemas';
import { firstPerField } from '@/lib/schema-errors';
import { useSubmitVerification } from '../api/submit-verification';
import { creditCodeFeedback, type CompanyForm } from '../model/company-verify';

/**
 * The 企业认证 form of both apps: the values, each field's message from the shared schema (cleared as the field
 * changes), the credit code's live feedback, and the submit, which tells `onDone` the success text to show.
 */
export function useCompanyForm(initial: CompanyForm, onDone: (text: string) => void) {
  const [values, setValues] = useState<CompanyForm>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyForm, string>>>({});
  const submission = useSubmitVerification();
  const set = (key: keyof CompanyForm) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const submit = () => {
    const parsed = companyVerifyBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstPerField<keyof CompanyForm>(parsed.error.issues));
      return;
    }
    submission.mutate(parsed.data, { onSuccess: () => onDone(CompanyMsg.submitOk) });
  };
  return { values, errors, set, feedback: creditCodeFeedback(values.creditCode), submit, submitting: submission.isPending };
}
