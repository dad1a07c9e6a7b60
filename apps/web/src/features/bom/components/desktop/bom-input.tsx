import { Alert, Button, Input, Upload } from 'antd';
import { BomLimits } from '@mts/shared/bom';
import type { BomPage } from '../../model/bom-list-page';
import { BOM_FILE_ACCEPT, PASTE_PLACEHOLDER } from '../../model/bom-line';

/** The paste box and the file upload (desktop): either makes the BOM and opens its match page. */
export function BomInputCard({ page }: { page: BomPage }) {
  return (
    <section className="pc-card pc-bom-input" data-testid="bom-input">
      <h2 className="pc-bom-title">粘贴型号清单</h2>
      <p className="pc-bom-sub">每行一个型号和数量，或从 Excel 直接复制多列粘贴；一次最多 {BomLimits.maxLines} 行，逐行匹配现货、价格和供应商。</p>
      <Input placeholder="BOM名称（选填）" value={page.name} onChange={(e) => page.setName(e.target.value)} maxLength={BomLimits.nameMax} allowClear data-testid="bom-name" />
      <Input.TextArea
        className="pc-bom-paste"
        placeholder={PASTE_PLACEHOLDER}
        value={page.text}
        onChange={(e) => page.setText(e.target.value)}
        autoSize={{ minRows: 10, maxRows: 18 }}
        data-testid="bom-paste"
      />
      <div className="pc-bom-paste-foot">
        <span>{page.lineCount > 0 ? `已输入 ${page.lineCount} 行` : '数量支持 2000、2k、2,000、1W 等写法'}</span>
      </div>
      {page.inputError && <Alert type="error" showIcon title={page.inputError} data-testid="bom-input-error" />}
      <div className="pc-bom-input-actions">
        <Upload
          accept={BOM_FILE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void page.submitFile(file);
            return false;
          }}
        >
          <Button size="large" loading={page.uploading} disabled={page.matching} data-testid="bom-upload">
            上传 Excel / CSV
          </Button>
        </Upload>
        <Button type="primary" size="large" loading={page.matching && !page.uploading} disabled={page.matching} onClick={() => void page.submitText()} data-testid="bom-match">
          开始匹配
        </Button>
      </div>
      <p className="pc-bom-hint">文件支持 .xlsx / .xls / .csv（含 GBK 编码），自动识别 型号、品牌、数量、目标价、批次要求、备注 列，无需设置。</p>
      {page.refused && (
        <Alert
          type="warning"
          className="pc-bom-refused"
          data-testid="bom-refused"
          title={`“${page.refused.name}”中有 ${page.refused.errors.length} 行无法识别，未保存`}
          description={
            <>
              <ul>
                {page.refused.errors.map((e) => (
                  <li key={e.row} data-testid="bom-refused-row">
                    <b>第 {e.row} 行</b> <code>{e.text}</code>：{e.reason}
                  </li>
                ))}
              </ul>
              <Button size="small" type="primary" onClick={page.openRefused} data-testid="bom-refused-open">
                查看其余行的匹配结果
              </Button>
            </>
          }
          closable={{ onClose: page.dismissRefused }}
        />
      )}
    </section>
  );
}
