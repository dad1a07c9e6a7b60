import { Alert, App, Button, Empty, Progress, Radio, Select, Space, Statistic, Steps, Table, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPieces, formatQuantity } from '@mts/shared/format';
import type { StockColumn, StockLine, StockRowError } from '@mts/shared/schemas';
import type { StockField } from '@mts/shared/stock';
import { StockLimits } from '@mts/shared/stock';
import { importStepStatus, isImportRunning, IMPORT_MODES, SYNC_CONFIRM, ZERO_QUANTITY_NOTE } from '../../model/import-progress';
import { columnLetter, FIELD_OPTIONS, fieldOfColumn, mappingSource, unmappedFields } from '../../model/mapping';
import { fileSizeText, STOCK_COLUMNS_HINT, STOCK_FILE_ACCEPT, STOCK_FILE_HINT } from '../../model/stock-file';
import { linePrice } from '../../model/stock-line';
import { UPLOAD_STEPS, type StockUploadFlow } from '../../model/upload-flow';
import { ImportPanel } from './import-panel';
import './stock.css';

type Props = { flow: StockUploadFlow; onOpenList: () => void };

function FileStep({ flow }: { flow: StockUploadFlow }) {
  const last = flow.imp && !isImportRunning(flow.imp.status) ? flow.imp : null;
  return (
    <div className="pc-stock-step" data-testid="stock-step-file">
      <Upload.Dragger
        accept={STOCK_FILE_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={flow.uploading}
        beforeUpload={(file) => {
          void flow.chooseFile(file);
          return false;
        }}
        data-testid="stock-file-drop"
      >
        <span className="pc-stock-drop-icon" aria-hidden>
          <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5M9 13h6M9 17h6M12 10v0" />
          </svg>
        </span>
        <p className="pc-stock-drop-title">{flow.uploading ? `正在上传 ${flow.file?.name ?? ''}` : '点击选择或把库存表拖到这里'}</p>
        <p className="pc-stock-drop-hint">{STOCK_FILE_HINT}</p>
        {flow.uploading ? <Progress percent={flow.uploadPercent} size="small" style={{ maxWidth: 360, margin: '8px auto 0' }} data-testid="stock-upload-progress" /> : null}
      </Upload.Dragger>
      {flow.fileError ? <Alert type="error" showIcon title={flow.fileError} data-testid="stock-file-error" /> : null}
      <p className="pc-stock-muted">{STOCK_COLUMNS_HINT}</p>
      <p className="pc-stock-muted">
        没有现成的表格？
        <Button type="link" size="small" onClick={() => void flow.downloadTemplate()} data-testid="stock-template">
          下载模板
        </Button>
        按模板的列填写即可；也可以直接上传从 ERP 或其他网站导出的库存表，下一步再对应列。
      </p>
      {last ? (
        <div className="pc-stock-last">
          <h3>上次导入</h3>
          <ImportPanel imp={last} cancelling={false} onCancel={flow.live.cancel} onReport={flow.live.downloadReport} compact />
        </div>
      ) : null}
    </div>
  );
}

function MappingStep({ flow }: { flow: StockUploadFlow }) {
  const upload = flow.upload!;
  const columns: ColumnsType<StockColumn> = [
    { title: '列', key: 'letter', width: 64, render: (_, c) => columnLetter(c.index) },
    { title: '表头', dataIndex: 'header', render: (h: string) => h || <span className="pc-stock-muted">（空）</span> },
    {
      title: '对应字段',
      key: 'field',
      width: 220,
      render: (_, c) => (
        <Select<StockField | ''>
          value={fieldOfColumn(flow.mapping, c.index) ?? ''}
          options={FIELD_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v) => flow.setColumnField(c.index, v || null)}
          // Twelve choices: all of them in view, none left out of the list.
          virtual={false}
          listHeight={400}
          style={{ width: 180 }}
          data-testid={`stock-map-${c.index}`}
          aria-label={`${c.header || columnLetter(c.index)} 对应字段`}
        />
      ),
    },
  ];
  const unmapped = unmappedFields(flow.mapping);
  return (
    <div className="pc-stock-step" data-testid="stock-step-mapping">
      <div className="pc-stock-file-line">
        <span>
          文件：<strong>{upload.fileName}</strong>
          {flow.file ? `（${fileSizeText(flow.file.size)}）` : ''}
        </span>
        {upload.sheets.length > 1 ? (
          <span>
            工作表：
            <Select
              value={flow.sheet}
              options={upload.sheets.map((s) => ({ value: s, label: s }))}
              onChange={(s) => void flow.chooseSheet(s)}
              loading={flow.uploading}
              style={{ minWidth: 140 }}
              data-testid="stock-sheet"
              aria-label="工作表"
            />
          </span>
        ) : null}
        <span>表头在第 {upload.headerRow} 行</span>
        {upload.encoding ? <span>编码：{upload.encoding.toUpperCase()}</span> : null}
      </div>
      <Alert type={upload.remembered ? 'success' : 'info'} showIcon title={mappingSource(upload.remembered)} data-testid="stock-mapping-source" data-remembered={upload.remembered} />
      <Table<StockColumn> rowKey="index" size="small" columns={columns} dataSource={upload.columns} pagination={false} className="pc-stock-mapping" data-testid="stock-mapping" />
      {unmapped.length ? <p className="pc-stock-muted">未对应的字段：{unmapped.join('、')}（这些内容不会导入）</p> : null}
      {flow.mappingProblem ? <Alert type="error" showIcon title={flow.mappingProblem} data-testid="stock-mapping-error" /> : null}
      <Space>
        <Button onClick={flow.restart}>重新选择文件</Button>
        <Button type="primary" loading={flow.previewing} onClick={() => void flow.checkLines()} data-testid="stock-preview-go">
          下一步：预览
        </Button>
      </Space>
    </div>
  );
}

const sampleColumns: ColumnsType<StockLine> = [
  { title: '行号', dataIndex: 'row', width: 64 },
  { title: '型号', dataIndex: 'goodsModel', render: (m: string) => <strong>{m}</strong> },
  { title: '品牌', dataIndex: 'brandName', width: 100, render: (b: string) => b || '—' },
  { title: '数量', key: 'quantity', width: 120, align: 'right', render: (_, l) => formatPieces(l.quantity) },
  { title: '批次', dataIndex: 'dateCode', width: 72, render: (d: string) => d || '—' },
  { title: '单价', key: 'price', width: 120, align: 'right', render: (_, l) => linePrice(l) },
  { title: '封装', dataIndex: 'package', width: 96, render: (p: string) => p || '—' },
  { title: '成色', dataIndex: 'condition', width: 64, render: (c: string) => c || '—' },
  { title: '交货地', dataIndex: 'deliveryPlace', width: 72, render: (d: string) => d || '—' },
  { title: '起订量', key: 'moq', width: 96, align: 'right', render: (_, l) => (l.moq > 0 ? formatPieces(l.moq) : '—') },
];

const errorColumns: ColumnsType<StockRowError> = [
  { title: '行号', dataIndex: 'row', width: 80 },
  { title: '型号', dataIndex: 'goodsModel', width: 220, render: (m: string) => m || '—' },
  { title: '原因', dataIndex: 'reason' },
];

function PreviewStep({ flow }: { flow: StockUploadFlow }) {
  const { modal } = App.useApp();
  const preview = flow.preview!;
  const start = () => {
    if (flow.mode !== 'sync') return void flow.startImport();
    modal.confirm({ title: '全量同步', content: SYNC_CONFIRM, okText: '开始导入', cancelText: '取消', onOk: () => flow.startImport() });
  };
  const refused = preview.invalid + preview.duplicates;
  return (
    <div className="pc-stock-step" data-testid="stock-step-preview">
      <div className="pc-stock-counts" data-testid="stock-preview-counts">
        <Statistic title="总行数" value={formatQuantity(preview.total)} data-testid="stock-preview-total" />
        <Statistic title="有效" value={formatQuantity(preview.valid)} styles={{ content: { color: '#389e0d' } }} data-testid="stock-preview-valid" />
        <Statistic title="有错误" value={formatQuantity(preview.invalid)} styles={{ content: { color: preview.invalid ? '#cf1322' : undefined } }} data-testid="stock-preview-invalid" />
        <Statistic title="重复" value={formatQuantity(preview.duplicates)} styles={{ content: { color: preview.duplicates ? '#d46b08' : undefined } }} data-testid="stock-preview-duplicates" />
      </div>
      <h3 className="pc-stock-sub">上架后的样子（前 {Math.min(preview.sample.length, StockLimits.previewRows)} 行）</h3>
      {preview.sample.length ? (
        <Table<StockLine> rowKey="row" size="small" columns={sampleColumns} dataSource={preview.sample} pagination={false} scroll={{ x: 980 }} data-testid="stock-sample" />
      ) : (
        <Empty description="没有可以导入的行" />
      )}
      {refused > 0 ? (
        <>
          <h3 className="pc-stock-sub">
            不会导入的行（共 {formatQuantity(refused)} 行{preview.errors.length < refused ? `，这里列出前 ${preview.errors.length} 行，全部原因在导入报告中` : ''}）
          </h3>
          <Table<StockRowError> rowKey={(e) => `${e.row}-${e.reason}`} size="small" columns={errorColumns} dataSource={preview.errors} pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }} data-testid="stock-errors" />
        </>
      ) : null}
      <h3 className="pc-stock-sub">导入方式</h3>
      <Radio.Group value={flow.mode} onChange={(e) => flow.setMode(e.target.value)} className="pc-stock-modes" data-testid="stock-mode">
        {IMPORT_MODES.map((m) => (
          <Radio key={m.value} value={m.value} data-testid={`stock-mode-${m.value}`}>
            <span className="pc-stock-mode">
              <strong>{m.label}</strong>
              <span>{m.text}</span>
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <p className="pc-stock-muted">{ZERO_QUANTITY_NOTE}</p>
      <Space>
        <Button onClick={flow.backToMapping}>上一步：修改对应关系</Button>
        <Button type="primary" disabled={preview.valid === 0} loading={flow.starting} onClick={start} data-testid="stock-import-go">
          开始导入 {formatQuantity(preview.valid)} 行
        </Button>
      </Space>
    </div>
  );
}

/** 批量上传 on the desktop: antd Steps over the four steps of the upload flow. */
export function UploadWizard({ flow, onOpenList }: Props) {
  const current = UPLOAD_STEPS.findIndex((s) => s.key === flow.step);
  return (
    <div className="pc-stock-wizard">
      <Steps
        current={current}
        status={flow.step === 'import' ? importStepStatus(flow.imp) : 'process'}
        items={UPLOAD_STEPS.map((s) => ({ title: s.title }))}
        className="pc-stock-steps"
      />
      {flow.step === 'file' ? <FileStep flow={flow} /> : null}
      {flow.step === 'mapping' && flow.upload ? <MappingStep flow={flow} /> : null}
      {flow.step === 'preview' && flow.preview ? <PreviewStep flow={flow} /> : null}
      {flow.step === 'import' && flow.imp ? (
        <ImportPanel
          imp={flow.imp}
          cancelling={flow.live.cancelling}
          onCancel={flow.live.cancel}
          onReport={flow.live.downloadReport}
          extra={
            isImportRunning(flow.imp.status) ? null : (
              <>
                <Button onClick={onOpenList} data-testid="stock-open-list">
                  查看我的库存
                </Button>
                <Button onClick={flow.restart} data-testid="stock-restart">
                  继续上传
                </Button>
              </>
            )
          }
        />
      ) : null}
    </div>
  );
}
