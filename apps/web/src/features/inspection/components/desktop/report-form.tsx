import { type ReactNode } from 'react';
import { App, Button, Form, Input, Radio } from 'antd';
import type { InspectionBody } from '@mts/shared/schemas';
import { RESULT_LABEL } from '../../model/inspection-view';
import { confirmReport, REPORT_LIMITS, type ReportField } from '../../model/report-form';
import { useReportForm } from '../../model/use-report-form';
import './inspection.css';

export type PhotoFieldProps = { value: string[]; onChange: (urls: string[]) => void; max: number; onBusyChange: (busy: boolean) => void };

type Props = {
  orderId: number;
  contractQuantity: number;
  /** The photo picker (the uploads feature's, given by the page): 1–9 pictures through POST /upload/image. */
  renderPhotos: (field: PhotoFieldProps) => ReactNode;
  /** Sends the checked body; rejects with the client's ApiError (code, message) when the server refuses. */
  onSubmit: (body: InspectionBody) => Promise<void>;
};

/**
 * The inspector's report on the desktop: 合格 / 不合格, counted quantity, the date code and markings seen, 1–9 photos,
 * notes. Checked with the shared schema; a confirm dialog says what the result does (不合格: the buyer is refunded)
 * before it goes; a server 400 naming a field shows under it.
 */
export function ReportForm({ orderId, contractQuantity, renderPhotos, onSubmit }: Props) {
  const { modal } = App.useApp();
  const { values, errors, submitting, uploading, setUploading, note, set, check, send } = useReportForm(orderId, contractQuantity, onSubmit);
  const status = (field: ReportField) => (errors[field] ? { validateStatus: 'error' as const, help: <span data-testid={`error-${field}`}>{errors[field]}</span> } : {});

  const submit = () => {
    const { body } = check();
    if (!body) return;
    const words = confirmReport(body.result);
    modal.confirm({
      title: words.title,
      content: words.content,
      okText: words.confirmText,
      okButtonProps: { danger: body.result === 'fail' },
      cancelText: '再检查一下',
      onOk: () => send(body),
    });
  };

  return (
    <Form layout="vertical" className="pc-inspect-form" data-testid="report-form" onFinish={submit}>
      <Form.Item label="验货结果" required {...status('result')}>
        <Radio.Group value={values.result} onChange={(e) => set('result', e.target.value)} optionType="button" buttonStyle="solid" data-testid="report-result">
          <Radio.Button value="pass" data-testid="report-result-pass">
            {RESULT_LABEL.pass}
          </Radio.Button>
          <Radio.Button value="fail" data-testid="report-result-fail">
            {RESULT_LABEL.fail}
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="清点数量（pcs）" required {...status('countedQuantity')} extra={note && <span className="pc-inspect-note">{note}</span>}>
        <Input
          style={{ maxWidth: 240 }}
          inputMode="numeric"
          placeholder={`合同数量 ${contractQuantity}`}
          value={values.countedQuantity}
          onChange={(e) => set('countedQuantity', e.target.value.replace(/[^\d]/g, ''))}
          maxLength={9}
          data-testid="report-countedQuantity"
        />
      </Form.Item>
      <Form.Item label="实际批号（Date Code）" {...status('dateCodeSeen')}>
        <Input style={{ maxWidth: 240 }} placeholder="如 24+、2336" value={values.dateCodeSeen} onChange={(e) => set('dateCodeSeen', e.target.value)} maxLength={REPORT_LIMITS.dateCodeSeen} data-testid="report-dateCodeSeen" />
      </Form.Item>
      <Form.Item label="丝印 / 标识" {...status('markings')}>
        <Input.TextArea
          placeholder="芯片表面丝印、标签是否与型号一致"
          value={values.markings}
          onChange={(e) => set('markings', e.target.value)}
          maxLength={REPORT_LIMITS.markings}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="report-markings"
        />
      </Form.Item>
      <Form.Item label={`验货照片（${REPORT_LIMITS.minPhotos}–${REPORT_LIMITS.maxPhotos} 张，JPG/PNG/WebP，单张不超过 5MB）`} required {...status('photos')}>
        {renderPhotos({ value: values.photos, onChange: (urls) => set('photos', urls), max: REPORT_LIMITS.maxPhotos, onBusyChange: setUploading })}
      </Form.Item>
      <Form.Item label="备注" {...status('notes')}>
        <Input.TextArea
          placeholder="选填：包装、外观、抽检情况等"
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          maxLength={REPORT_LIMITS.notes}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="report-notes"
        />
      </Form.Item>
      <div className="pc-inspect-actions">
        <Button type="primary" size="large" htmlType="submit" loading={submitting} disabled={uploading} data-testid="report-submit">
          {uploading ? '图片上传中…' : '提交验货报告'}
        </Button>
      </div>
    </Form>
  );
}
