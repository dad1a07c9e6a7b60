import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Radio from 'antd-mobile/es/components/radio';
import Steps from 'antd-mobile/es/components/steps';
import { formatQuantity } from '@mts/shared/format';
import type { StockField, StockImportMode } from '@mts/shared/stock';
import { importStepStatus, IMPORT_MODES, isImportRunning, SYNC_CONFIRM, ZERO_QUANTITY_NOTE } from '../../model/import-progress';
import { columnLetter, FIELD_OPTIONS, fieldOfColumn, mappingSource, unmappedFields } from '../../model/mapping';
import { fileSizeText, STOCK_COLUMNS_HINT, STOCK_FILE_ACCEPT, STOCK_FILE_HINT } from '../../model/stock-file';
import { lineFacts, linePrice, lineQuantity } from '../../model/stock-line';
import { UPLOAD_STEPS, type StockUploadFlow } from '../../model/upload-flow';
import { ImportCard } from './import-card';
import styles from './stock.module.css';

type Props = { flow: StockUploadFlow; onOpenList: () => void };

function FileStep({ flow }: { flow: StockUploadFlow }) {
  const last = flow.imp && !isImportRunning(flow.imp.status) ? flow.imp : null;
  return (
    <>
      <section className={styles.section} data-testid="stock-step-file">
        <label className={styles.drop}>
          <input
            type="file"
            accept={STOCK_FILE_ACCEPT}
            disabled={flow.uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void flow.chooseFile(file);
            }}
            data-testid="stock-file-input"
          />
          <span className={styles.dropTitle}>{flow.uploading ? '正在上传…' : '选择库存表'}</span>
          <span className={styles.hint}>{flow.uploading ? flow.file?.name : STOCK_FILE_HINT}</span>
        </label>
        {flow.uploading ? <ProgressBar className={styles.progress} percent={flow.uploadPercent} text data-testid="stock-upload-progress" /> : null}
        {flow.fileError ? (
          <p className={styles.error} role="alert" data-testid="stock-file-error">
            {flow.fileError}
          </p>
        ) : null}
        <p className={styles.hint}>{STOCK_COLUMNS_HINT}</p>
        <p className={styles.hint}>
          没有现成的表格？
          <button type="button" className={styles.link} onClick={() => void flow.downloadTemplate()} data-testid="stock-template">
            下载模板
          </button>
          ，按模板的列填写；也可以直接上传 ERP 导出的库存表，下一步再对应列。
        </p>
      </section>
      {last ? (
        <>
          <p className={styles.count}>上次导入</p>
          <ImportCard imp={last} cancelling={false} onCancel={flow.live.cancel} onReport={flow.live.downloadReport} compact />
        </>
      ) : null}
    </>
  );
}

function MappingStep({ flow }: { flow: StockUploadFlow }) {
  const upload = flow.upload!;
  const unmapped = unmappedFields(flow.mapping);
  return (
    <>
      <section className={styles.section} data-testid="stock-step-mapping">
        <div className={styles.fileLine}>
          <strong>{upload.fileName}</strong>
          {flow.file ? <span>{fileSizeText(flow.file.size)}</span> : null}
          <span>表头在第 {upload.headerRow} 行</span>
        </div>
        {upload.sheets.length > 1 ? (
          <div className={styles.mapRow}>
            <span className={styles.mapHeader}>
              <strong>工作表</strong>
              <span>共 {upload.sheets.length} 个，选择库存所在的表</span>
            </span>
            <select className={styles.select} value={flow.sheet} disabled={flow.uploading} onChange={(e) => void flow.chooseSheet(e.target.value)} data-testid="stock-sheet" aria-label="工作表">
              {upload.sheets.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p className={upload.remembered ? `${styles.note} ${styles.remembered}` : styles.note} data-testid="stock-mapping-source" data-remembered={upload.remembered}>
          {mappingSource(upload.remembered)}
        </p>
      </section>
      <section className={styles.section} data-testid="stock-mapping">
        <h3 className={styles.sectionTitle}>每一列对应的字段</h3>
        {upload.columns.map((c) => {
          const field = fieldOfColumn(flow.mapping, c.index);
          return (
            <div key={c.index} className={styles.mapRow}>
              <span className={styles.mapHeader}>
                <strong>{c.header || '（空表头）'}</strong>
                <span>第 {columnLetter(c.index)} 列</span>
              </span>
              <select
                className={field ? styles.select : `${styles.select} ${styles.unset}`}
                value={field ?? ''}
                onChange={(e) => flow.setColumnField(c.index, (e.target.value || null) as StockField | null)}
                data-testid={`stock-map-${c.index}`}
                aria-label={`${c.header || columnLetter(c.index)} 对应字段`}
              >
                {FIELD_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {unmapped.length ? <p className={styles.hint}>未对应的字段：{unmapped.join('、')}（不会导入）</p> : null}
        {flow.mappingProblem ? (
          <p className={styles.error} role="alert" data-testid="stock-mapping-error">
            {flow.mappingProblem}
          </p>
        ) : null}
      </section>
      <div className={styles.footer}>
        <Button fill="outline" onClick={flow.restart}>
          重新选择
        </Button>
        <Button color="primary" loading={flow.previewing} onClick={() => void flow.checkLines()} data-testid="stock-preview-go">
          下一步：预览
        </Button>
      </div>
    </>
  );
}

function PreviewStep({ flow }: { flow: StockUploadFlow }) {
  const preview = flow.preview!;
  const refused = preview.invalid + preview.duplicates;
  const start = async () => {
    if (flow.mode === 'sync' && !(await Dialog.confirm({ title: '全量同步', content: SYNC_CONFIRM, confirmText: '开始导入', cancelText: '取消' }))) return;
    await flow.startImport();
  };
  const counts = [
    { key: 'total', label: '总行数', value: preview.total, tone: '' },
    { key: 'valid', label: '有效', value: preview.valid, tone: styles.good },
    { key: 'invalid', label: '有错误', value: preview.invalid, tone: preview.invalid ? styles.bad : '' },
    { key: 'duplicates', label: '重复', value: preview.duplicates, tone: preview.duplicates ? styles.warn : '' },
  ];
  return (
    <>
      <section className={styles.section} data-testid="stock-step-preview">
        <div className={styles.counts} data-testid="stock-preview-counts">
          {counts.map((c) => (
            <div key={c.key} className={`${styles.countCell} ${c.tone}`} data-testid={`stock-preview-${c.key}`}>
              <strong>{formatQuantity(c.value)}</strong>
              <span>{c.label}</span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} data-testid="stock-sample">
        <h3 className={styles.sectionTitle}>上架后的样子（前 {preview.sample.length} 行）</h3>
        {preview.sample.length === 0 ? <p className={styles.hint}>没有可以导入的行</p> : null}
        {preview.sample.map((l) => (
          <div key={l.row} className={styles.sample} data-testid="stock-sample-line">
            <div className={styles.sampleTop}>
              <span className={styles.model}>{l.goodsModel}</span>
              <span className={styles.rowNo}>第 {l.row} 行</span>
            </div>
            <span className={styles.facts}>{lineFacts(l) || '—'}</span>
            <div className={styles.figures}>
              <span className={styles.price}>{linePrice(l)}</span>
              <span className={styles.qty}>{lineQuantity(l)}</span>
            </div>
          </div>
        ))}
      </section>
      {refused > 0 ? (
        <section className={styles.section} data-testid="stock-errors">
          <h3 className={styles.sectionTitle}>不会导入的行（{formatQuantity(refused)} 行）</h3>
          {preview.errors.map((e) => (
            <div key={`${e.row}-${e.reason}`} className={styles.errorRow} data-testid="stock-error-line">
              <span className={styles.rowNo}>第 {e.row} 行</span>
              <span>{e.goodsModel || '（无型号）'}</span>
              <span className={styles.errorReason}>{e.reason}</span>
            </div>
          ))}
          {preview.errors.length < refused ? <p className={styles.hint}>这里列出前 {preview.errors.length} 行，全部原因在导入报告中。</p> : null}
        </section>
      ) : null}
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>导入方式</h3>
        <Radio.Group value={flow.mode} onChange={(v) => flow.setMode(v as StockImportMode)}>
          <div className={styles.modes} data-testid="stock-mode">
            {IMPORT_MODES.map((m) => (
              <Radio key={m.value} value={m.value} data-testid={`stock-mode-${m.value}`}>
                <span className={styles.mode}>
                  <strong>{m.label}</strong>
                  <span>{m.text}</span>
                </span>
              </Radio>
            ))}
          </div>
        </Radio.Group>
        <p className={styles.hint}>{ZERO_QUANTITY_NOTE}</p>
      </section>
      <div className={styles.footer}>
        <Button fill="outline" onClick={flow.backToMapping}>
          上一步
        </Button>
        <Button color="primary" disabled={preview.valid === 0} loading={flow.starting} onClick={() => void start()} data-testid="stock-import-go">
          开始导入 {formatQuantity(preview.valid)} 行
        </Button>
      </div>
    </>
  );
}

/** 批量上传 on the phone: the four steps on one page, each with its own bottom bar. */
export function UploadSteps({ flow, onOpenList }: Props) {
  const current = UPLOAD_STEPS.findIndex((s) => s.key === flow.step);
  return (
    <>
      <Steps className={styles.steps} current={current}>
        {UPLOAD_STEPS.map((s, i) => (
          <Steps.Step key={s.key} title={s.title} status={i < current ? 'finish' : i > current ? 'wait' : flow.step === 'import' ? importStepStatus(flow.imp) : 'process'} />
        ))}
      </Steps>
      {flow.step === 'file' ? <FileStep flow={flow} /> : null}
      {flow.step === 'mapping' && flow.upload ? <MappingStep flow={flow} /> : null}
      {flow.step === 'preview' && flow.preview ? <PreviewStep flow={flow} /> : null}
      {flow.step === 'import' && flow.imp ? (
        <ImportCard
          imp={flow.imp}
          cancelling={flow.live.cancelling}
          onCancel={flow.live.cancel}
          onReport={flow.live.downloadReport}
          extra={
            isImportRunning(flow.imp.status) ? null : (
              <>
                <Button size="small" fill="outline" onClick={onOpenList} data-testid="stock-open-list">
                  查看我的库存
                </Button>
                <Button size="small" fill="outline" onClick={flow.restart} data-testid="stock-restart">
                  继续上传
                </Button>
              </>
            )
          }
        />
      ) : null}
    </>
  );
}
