import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import type { StockGoodsRow } from '@mts/shared/schemas';
import { goodsMachine } from '@mts/shared/status';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedList } from '@/components/mobile/paged-list';
import { StatusBadge } from '@/components/mobile/status-badge';
import { PRICE_UNITS } from '../../model/stock-edit';
import { lineFacts, linePrice, lineQuantity } from '../../model/stock-line';
import { deleteConfirmText, type MyStockPage } from '../../model/stock-list-page';
import styles from './stock.module.css';

function StockCard({ row, page }: { row: StockGoodsRow; page: MyStockPage }) {
  const checked = page.selected.includes(row.id);
  return (
    <div className={checked ? `${styles.card} ${styles.checked}` : styles.card} data-testid="stock-row" data-status={row.status}>
      <Checkbox className={styles.check} checked={checked} onChange={(on) => page.toggle(row.id, on)} aria-label={`选择 ${row.goodsModel}`} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <span className={styles.model} data-testid="stock-model">
            {row.goodsModel}
          </span>
          <StatusBadge machine={goodsMachine} status={row.status} testId="stock-status" />
        </div>
        <span className={styles.facts}>{lineFacts(row) || '—'}</span>
        <div className={styles.figures}>
          <span className={styles.price} data-testid="stock-price">
            {linePrice(row)}
          </span>
          <span className={styles.qty} data-testid="stock-quantity">
            {lineQuantity(row)}
          </span>
          <button type="button" className={styles.edit} onClick={() => page.startEdit(row)} data-testid="stock-edit">
            编辑
          </button>
        </div>
      </div>
    </div>
  );
}

/** The edit sheet of one line: 单价 (¥ or $; empty for 面议) and 数量, checked by the shared schema. */
function EditSheet({ page }: { page: MyStockPage }) {
  const row = page.editing?.row;
  return (
    <Popup visible={!!row} onMaskClick={page.stopEdit} onClose={page.stopEdit} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      {row ? (
        <div className={styles.sheet} data-testid="stock-edit-sheet">
          <p className={styles.sheetTitle}>
            修改单价和数量
            <span className={styles.sheetModel}>{row.goodsModel}</span>
          </p>
          <div className={styles.field}>
            <span className={styles.fieldLabel}>单价（每片，不填为面议）</span>
            <div className={styles.fieldRow}>
              <div className={styles.units} role="group" aria-label="币种">
                {PRICE_UNITS.map((u) => (
                  <button
                    key={u.value}
                    type="button"
                    className={styles.unit}
                    aria-pressed={page.values.priceUnit === u.value}
                    aria-label={u.label}
                    onClick={() => page.setValues({ priceUnit: u.value })}
                    data-testid={`stock-edit-unit-${u.value}`}
                  >
                    {u.symbol}
                  </button>
                ))}
              </div>
              <Input
                className={styles.input}
                value={page.values.price}
                onChange={(price) => page.setValues({ price })}
                inputMode="decimal"
                placeholder="面议"
                clearable
                aria-label="单价"
                data-testid="stock-edit-price-input"
              />
            </div>
          </div>
          <div className={styles.field}>
            <span className={styles.fieldLabel}>数量（片；填 0 将下架）</span>
            <Input
              className={styles.input}
              value={page.values.quantity}
              onChange={(quantity) => page.setValues({ quantity })}
              inputMode="numeric"
              aria-label="数量"
              data-testid="stock-edit-quantity-input"
            />
          </div>
          {page.editError ? (
            <p className={styles.error} role="alert" data-testid="stock-edit-error">
              {page.editError}
            </p>
          ) : null}
          <Button block color="primary" shape="rounded" loading={page.saving} onClick={() => void page.saveEdit()} data-testid="stock-edit-save">
            保存
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}

/** The bottom bar: 全选, how many are chosen, 上架 / 下架 / 删除 (删除 asks first). */
function BulkBar({ page }: { page: MyStockPage }) {
  const askDelete = async () => {
    const ok = await Dialog.confirm({ title: '删除库存', content: deleteConfirmText(page.selected.length), confirmText: '删除', cancelText: '取消' });
    if (ok) await page.removeSelected();
  };
  return (
    <div className={styles.bar} data-testid="stock-bulk">
      <Checkbox className={styles.barCheck} checked={page.allSelected} onChange={page.selectAll} data-testid="stock-select-all">
        {page.selected.length ? `已选 ${page.selected.length}` : '全选'}
      </Checkbox>
      <Button size="small" color="primary" fill="outline" disabled={!page.canShelfOn || page.busy} onClick={() => void page.shelfOn()} data-testid="stock-shelf-on">
        上架
      </Button>
      <Button size="small" fill="outline" disabled={!page.canShelfOff || page.busy} onClick={() => void page.shelfOff()} data-testid="stock-shelf-off">
        下架
      </Button>
      <Button size="small" color="danger" fill="outline" disabled={page.selected.length === 0 || page.busy} onClick={() => void askDelete()} data-testid="stock-delete">
        删除
      </Button>
    </div>
  );
}

/** 我的库存 on the phone: the cards page after page, the bulk bar, the edit sheet. */
export function StockList({ page }: { page: MyStockPage }) {
  const empty = (
    <EmptyBlock
      className={styles.empty}
      testId="stock-empty"
      description={page.keyword ? `没有找到“${page.keyword}”相关的库存` : '用 Excel 表格一次上架全部库存：点击上方“批量上传”，选择库存表即可。'}
    />
  );
  return (
    <>
      <PagedList query={page.pagesQuery} rowCount={page.rows.length} empty={empty}>
        <p className={styles.count}>共 {page.total} 条库存</p>
        <div className={styles.list} data-testid="stock-list">
          {page.rows.map((row) => (
            <StockCard key={row.id} row={row} page={page} />
          ))}
        </div>
      </PagedList>
      {page.rows.length ? <BulkBar page={page} /> : null}
      <EditSheet page={page} />
    </>
  );
}
