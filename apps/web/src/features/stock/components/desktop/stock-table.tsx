import { Button, Input, Select, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatQuantity } from '@mts/shared/format';
import type { StockGoodsRow } from '@mts/shared/schemas';
import { goodsMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { ListLoadError } from '@/components/desktop/list-load-error';
import { PRICE_UNITS } from '../../model/stock-edit';
import { linePrice } from '../../model/stock-line';
import type { MyStockPage } from '../../model/stock-list-page';
import './stock.css';

type Field = 'price' | 'quantity';

/** A cell's editor: the input(s), 保存 / 取消, and the schema's message under them. Enter saves, Esc cancels. */
function CellEditor({ page, field }: { page: MyStockPage; field: Field }) {
  const keys = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') void page.saveEdit();
    if (e.key === 'Escape') page.stopEdit();
  };
  return (
    <div className="pc-stock-editor" data-testid={`stock-edit-${field}`}>
      {field === 'price' ? (
        <Space.Compact size="small">
          <Select
            size="small"
            value={page.values.priceUnit}
            options={PRICE_UNITS.map((u) => ({ value: u.value, label: u.symbol }))}
            onChange={(v) => page.setValues({ priceUnit: v })}
            style={{ width: 56 }}
            data-testid="stock-edit-unit"
            aria-label="币种"
          />
          <Input
            size="small"
            autoFocus
            value={page.values.price}
            placeholder="空为面议"
            inputMode="decimal"
            onChange={(e) => page.setValues({ price: e.target.value })}
            onKeyDown={keys}
            style={{ width: 100 }}
            data-testid="stock-edit-price-input"
            aria-label="单价"
          />
        </Space.Compact>
      ) : (
        <Input
          size="small"
          autoFocus
          value={page.values.quantity}
          inputMode="numeric"
          suffix="片"
          onChange={(e) => page.setValues({ quantity: e.target.value })}
          onKeyDown={keys}
          style={{ width: 130 }}
          data-testid="stock-edit-quantity-input"
          aria-label="数量"
        />
      )}
      <Space size={4}>
        <Button type="link" size="small" loading={page.saving} onClick={() => void page.saveEdit()} data-testid="stock-edit-save">
          保存
        </Button>
        <Button type="link" size="small" onClick={page.stopEdit}>
          取消
        </Button>
      </Space>
      {page.editError ? (
        <div className="pc-stock-editor-error" role="alert" data-testid="stock-edit-error">
          {page.editError}
        </div>
      ) : null}
    </div>
  );
}

/** A value that turns into its editor on click (单价, 数量). */
function EditableCell({ page, row, field, children }: { page: MyStockPage; row: StockGoodsRow; field: Field; children: React.ReactNode }) {
  if (page.editing?.row.id === row.id && page.editing.field === field) return <CellEditor page={page} field={field} />;
  return (
    <Tooltip title={field === 'price' ? '点击修改单价' : '点击修改数量'}>
      <button type="button" className="pc-stock-cell" onClick={() => page.startEdit(row, field)}>
        <span data-testid={`stock-${field}`}>{children}</span>
        <span className="pc-stock-cell-pen" aria-hidden>
          ✎
        </span>
      </button>
    </Tooltip>
  );
}

/** 我的库存's table: selectable rows, 单价 and 数量 edited in place, pages of StockLimits.pageSize. */
export function StockTable({ page }: { page: MyStockPage }) {
  const query = page.pageQuery;
  if (query.isError && !query.data) return <ListLoadError onRetry={query.refetch} />;
  const columns: ColumnsType<StockGoodsRow> = [
    {
      title: '型号',
      key: 'model',
      render: (_, r) => (
        <div className="pc-stock-model">
          <strong data-testid="stock-model">{r.goodsModel}</strong>
          <span>{[r.package, r.deliveryPlace, r.remark].filter(Boolean).join(' · ') || '—'}</span>
        </div>
      ),
    },
    { title: '品牌', dataIndex: 'brandName', width: 110, ellipsis: true, render: (b: string) => b || '—' },
    { title: '批次', dataIndex: 'dateCode', width: 80, render: (d: string) => d || '—' },
    { title: '成色', dataIndex: 'condition', width: 72, render: (c: string) => c || '—' },
    {
      title: '数量 (片)',
      key: 'quantity',
      width: 170,
      align: 'right',
      render: (_, r) => (
        <EditableCell page={page} row={r} field="quantity">
          {formatQuantity(r.quantity)}
        </EditableCell>
      ),
    },
    {
      title: '单价',
      key: 'price',
      width: 200,
      align: 'right',
      render: (_, r) => (
        <EditableCell page={page} row={r} field="price">
          {linePrice(r)}
        </EditableCell>
      ),
    },
    { title: '状态', key: 'status', width: 84, render: (_, r) => <StatusBadge machine={goodsMachine} status={r.status} testId="stock-status" /> },
    { title: '更新时间', dataIndex: 'updateTime', width: 168, render: (t: string) => formatDate(t) },
  ];
  return (
    <Table<StockGoodsRow>
      rowKey="id"
      columns={columns}
      dataSource={page.rows}
      loading={query.isFetching && !page.editing}
      locale={{ emptyText: page.keyword ? `没有找到“${page.keyword}”相关的库存` : '还没有库存：点击“批量上传”，用 Excel 表格一次上架全部库存' }}
      rowSelection={{ selectedRowKeys: page.selected, onChange: (keys) => page.select(keys.map(Number)), columnWidth: 40 }}
      onRow={(r) => ({ 'data-testid': 'stock-row', 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: page.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => `共 ${n} 条`,
        onChange: page.setPage,
      }}
    />
  );
}
