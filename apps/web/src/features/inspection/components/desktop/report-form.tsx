import { App, Button, Form, Input, Radio } from 'antd';
import { RESULT_LABEL } from '../../model/inspection-view';
import { confirmReport, REPORT_LIMITS, type ReportField } from '../../model/report-form';
import { useReportForm, type ReportFormProps } from '../../model/use-report-form';
import './inspection.css';

/**
 * The inspector's report on the desktop: 合格 / 不合格, counted quantity, the date code and markings seen, 1–9 photos,
 * notes. Checked with the shared schema; a confirm dialog says what the result does (不合格: the buyer is refunded)
 * before it goes; a server 400 naming a field shows under it.
 */
export function ReportForm({ orderId, contractQuantity, renderPhotos, onSubmit }: ReportFormProps) {
  const { modal } = App.useApp();
  const { values, errors, submitting, uploading, note, set, text, photos, check, send } = useReportForm(orderId, contractQuantity, onSubmit);
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
        <Input style={{ maxWidth: 240 }} {...text('dateCodeSeen')} onChange={(e) => set('dateCodeSeen', e.target.value)} />
      </Form.Item>
      <Form.Item label="丝印 / 标识" {...status('markings')}>
        <Input.TextArea {...text('markings')} onChange={(e) => set('markings', e.target.value)} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label={`验货照片（${REPORT_LIMITS.minPhotos}–${REPORT_LIMITS.maxPhotos} 张，JPG/PNG/WebP，单张不超过 5MB）`} required {...status('photos')}>
        {renderPhotos(photos)}
      </Form.Item>
      <Form.Item label="备注" {...status('notes')}>
        <Input.TextArea {...text('notes')} onChange={(e) => set('notes', e.target.value)} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <div className="pc-inspect-actions">
        <Button type="primary" size="large" htmlType="submit" loading={submitting} disabled={uploading} data-testid="report-submit">
          {uploading ? '图片上传中…' : '提交验货报告'}
        </Button>
      </div>
    </Form>
  );
}
