import { type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { RESULT_LABEL, type InspectionResult } from '../../model/inspection-view';
import { confirmReport, REPORT_LIMITS, type ReportField } from '../../model/report-form';
import { useReportForm, type ReportFormProps } from '../../model/use-report-form';
import styles from './inspection.module.css';

function Row({ label, required, hint, field, error, children }: { label: string; required?: boolean; hint?: string; field: ReportField; error?: string; children: ReactNode }) {
  return (
    <div className={styles.formRow} data-field={field}>
      <span className={`${styles.label} ${required ? styles.required : ''}`}>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      {children}
      {error && (
        <p className={styles.error} role="alert" data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The inspector's report on the phone: 合格 / 不合格, counted quantity, the date code and markings seen, 1–9 photos,
 * notes. Checked with the shared schema; a confirm dialog says what the result does (不合格: the buyer is refunded)
 * before it goes; a server 400 naming a field shows under it (other refusals are toasted by the client).
 */
export function ReportForm({ orderId, contractQuantity, renderPhotos, onSubmit }: ReportFormProps) {
  const { values, errors, submitting, uploading, note, set, text, photos, check, send } = useReportForm(orderId, contractQuantity, onSubmit);

  const submit = async () => {
    const { body, firstError } = check();
    if (!body) {
      document.querySelector(`[data-field="${firstError}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    const words = confirmReport(body.result);
    const ok = await Dialog.confirm({ title: words.title, content: words.content, confirmText: words.confirmText, cancelText: '再检查一下' });
    if (ok) await send(body);
  };

  const resultButton = (result: InspectionResult) => (
    <button
      type="button"
      className={`${styles.result} ${values.result === result ? (result === 'pass' ? styles.resultPass : styles.resultFail) : ''}`}
      aria-pressed={values.result === result}
      onClick={() => set('result', result)}
      data-testid={`report-result-${result}`}
    >
      {RESULT_LABEL[result]}
    </button>
  );

  return (
    <form
      noValidate
      data-testid="report-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.section}>
        <Row label="验货结果" required field="result" error={errors.result}>
          <div className={styles.results}>
            {resultButton('pass')}
            {resultButton('fail')}
          </div>
        </Row>
        <Row label="清点数量" required hint="pcs" field="countedQuantity" error={errors.countedQuantity}>
          <Input
            className={styles.input}
            placeholder={`合同数量 ${contractQuantity}`}
            inputMode="numeric"
            value={values.countedQuantity}
            onChange={(v) => set('countedQuantity', v.replace(/[^\d]/g, ''))}
            maxLength={9}
            clearable
            data-testid="report-countedQuantity"
          />
          {note && <p className={styles.note}>{note}</p>}
        </Row>
        <Row label="实际批号" hint="Date Code" field="dateCodeSeen" error={errors.dateCodeSeen}>
          <Input className={styles.input} {...text('dateCodeSeen')} onChange={(v) => set('dateCodeSeen', v)} clearable />
        </Row>
        <Row label="丝印" hint="标识、印字" field="markings" error={errors.markings}>
          <TextArea className={styles.input} {...text('markings')} onChange={(v) => set('markings', v)} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Row>
        <Row label="验货照片" required hint={`${REPORT_LIMITS.minPhotos}–${REPORT_LIMITS.maxPhotos} 张，JPG/PNG/WebP`} field="photos" error={errors.photos}>
          {renderPhotos(photos)}
        </Row>
        <Row label="备注" field="notes" error={errors.notes}>
          <TextArea className={styles.input} {...text('notes')} onChange={(v) => set('notes', v)} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Row>
      </div>
      <div className={styles.submit}>
        <Button type="submit" block color="primary" size="large" shape="rounded" loading={submitting} disabled={uploading} data-testid="report-submit">
          {uploading ? '图片上传中…' : '提交验货报告'}
        </Button>
      </div>
    </form>
  );
}
