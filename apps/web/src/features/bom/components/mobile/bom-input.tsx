import { useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { BomLimits } from '@mts/shared/bom';
import type { BomPage } from '../../model/bom-list-page';
import { BOM_FILE_ACCEPT, PASTE_PLACEHOLDER } from '../../model/bom-line';
import styles from './bom.module.css';

/** The paste box and the file upload: either makes the BOM and opens its match page. */
export function BomInput({ page }: { page: BomPage }) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <section className={styles.card} data-testid="bom-input">
      <h2 className={styles.cardTitle}>粘贴型号清单</h2>
      <p className={styles.cardSub}>一次匹配最多 {BomLimits.maxLines} 行，逐行给出现货、价格和供应商。</p>
      <Input className={styles.name} placeholder="BOM名称（选填）" value={page.name} onChange={page.setName} maxLength={BomLimits.nameMax} clearable data-testid="bom-name" />
      <TextArea
        className={styles.paste}
        placeholder={PASTE_PLACEHOLDER}
        value={page.text}
        onChange={page.setText}
        rows={7}
        data-testid="bom-paste"
      />
      <div className={styles.pasteFoot}>
        <span>{page.lineCount > 0 ? `已输入 ${page.lineCount} 行` : '支持 2k、2,000、1W 等数量写法'}</span>
      </div>
      {page.inputError && (
        <p className={styles.error} data-testid="bom-input-error">
          {page.inputError}
        </p>
      )}
      <div className={styles.inputActions}>
        <Button color="primary" block loading={page.matching && !page.uploading} disabled={page.matching} onClick={() => void page.submitText()} data-testid="bom-match">
          开始匹配
        </Button>
        <Button block loading={page.uploading} disabled={page.matching} onClick={() => file.current?.click()} data-testid="bom-upload">
          上传文件
        </Button>
      </div>
      <p className={styles.fileHint}>支持 .xlsx / .xls / .csv，自动识别 型号、品牌、数量、目标价、批次要求、备注 列</p>
      <input
        ref={file}
        type="file"
        accept={BOM_FILE_ACCEPT}
        hidden
        data-testid="bom-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void page.submitFile(chosen);
        }}
      />
      {page.refused && (
        <div className={styles.refused} data-testid="bom-refused">
          <p className={styles.refusedTitle}>
            “{page.refused.name}”中有 {page.refused.errors.length} 行无法识别，未保存：
          </p>
          <ul>
            {page.refused.errors.map((e) => (
              <li key={e.row} data-testid="bom-refused-row">
                <b>第 {e.row} 行</b> <span className={styles.refusedText}>{e.text}</span>：{e.reason}
              </li>
            ))}
          </ul>
          <div className={styles.refusedActions}>
            <Button size="small" fill="none" onClick={page.dismissRefused}>
              关闭
            </Button>
            <Button size="small" color="primary" onClick={page.openRefused} data-testid="bom-refused-open">
              查看匹配结果
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
