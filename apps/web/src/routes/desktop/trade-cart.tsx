import type { HTMLAttributes } from 'react';
import { App, Button, Checkbox, Empty, Result, Skeleton, Table } from 'antd';
import { brandedName, formatPrice } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { CartLine } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { QuantityStepper } from '@/features/trade/components/desktop/quantity-stepper';
import { useCartPage } from '@/features/trade/hooks/use-cart-page';
import { unavailableText } from '@/features/trade/model/cart';
import { NEGOTIABLE } from '@/lib/price';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import '@/features/trade/components/desktop/trade.css';

/** /pc/cart (login-guarded): the spec's cart rules (features/trade/model/cart.ts) as a table with a sticky bar. */
export function CartPage() {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  useDocumentTitle('购物车');
  const page = useCartPage({ enabled: true, notify: (text, tone) => void (tone === 'success' ? message.success(text) : message.warning(text)), checkout: (path) => navigate(`/pc${path}`) });
  const { state } = page;

  const columns = [
    {
      title: '商品',
      key: 'goods',
      render: (_: unknown, line: CartLine) => (
        <a className="pc-cart-goods" onClick={() => navigate(`/pc/prodetail/${line.goods_id}`)}>
          <SafeImage src={line.goods.goods_image} alt={line.goods.goods_model} />
          <span>
            <b>{line.goods.goods_model}</b>
            <span>{brandedName(line.goods.brand_name, line.goods.goods_name)}</span>
          </span>
        </a>
      ),
    },
    {
      title: '单价',
      key: 'price',
      width: 160,
      render: (_: unknown, line: CartLine) =>
        line.goods.skuInfo.goods_price === null ? NEGOTIABLE : formatPrice(line.goods.skuInfo.goods_price, line.goods.price_unit),
    },
    {
      title: '数量 (片)',
      key: 'num',
      width: 220,
      render: (_: unknown, line: CartLine) => (
        <QuantityStepper
          value={line.goods_num}
          max={Math.max(1, line.goods.quantity)}
          disabled={!!unavailableText(line)}
          onChange={(n) => page.setQuantity(line, n)}
          testId="line-stepper"
          label={`${line.goods.goods_model} 数量`}
        />
      ),
    },
    {
      title: '小计',
      key: 'amount',
      width: 180,
      render: (_: unknown, line: CartLine) => {
        const off = unavailableText(line);
        if (off) return <span data-testid="line-off">{off}</span>;
        return <span className="pc-trade-price">{formatPrice((line.goods.skuInfo.goods_price ?? 0) * line.goods_num, line.goods.price_unit)}</span>;
      },
    },
  ];

  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }} data-testid="cart-page">
      <div className="pc-card" style={{ padding: 24 }}>
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, marginBottom: 16 }}>
          <h1 style={{ margin: 0, fontSize: 22 }}>购物车</h1>
          {page.loaded && page.count > 0 && (
            <>
              <span style={{ color: 'var(--pc-text-3)' }} data-testid="cart-count">
                共 {page.count} 件商品
              </span>
              <Button style={{ marginLeft: 'auto' }} onClick={page.toggleEdit} data-testid="cart-edit">
                {state.editing ? '完成' : '编辑'}
              </Button>
            </>
          )}
        </div>
        {page.cart.isError ? (
          <Result status="error" title={Msg.listLoadFailed} extra={<Button onClick={() => void page.cart.refetch()}>重新加载</Button>} />
        ) : !page.loaded ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : page.count === 0 ? (
          <Empty description={<span data-testid="cart-empty">您的购物车是空的，快去逛逛吧</span>}>
            <Button type="primary" onClick={() => navigate('/pc')}>
              去逛逛
            </Button>
          </Empty>
        ) : (
          <Table
            rowKey="id"
            columns={columns}
            dataSource={state.lines}
            pagination={false}
            rowClassName={(line) => (unavailableText(line) ? 'pc-cart-line-off' : '')}
            onRow={(line) => ({ 'data-testid': 'cart-line', 'data-id': line.id }) as HTMLAttributes<HTMLElement>}
            rowSelection={{
              selectedRowKeys: state.checked,
              getCheckboxProps: (line) => ({ disabled: !page.isSelectable(line), 'aria-label': `选择 ${line.goods.goods_model}` }),
              onSelect: (line) => page.toggle(line.id),
              onSelectAll: () => page.toggleAll(),
            }}
          />
        )}
      </div>
      {page.loaded && page.count > 0 && (
        <div className="pc-cart-bar" data-testid="cart-bar">
          <Checkbox checked={page.allChecked} onChange={page.toggleAll} data-testid="check-all">
            全选
          </Checkbox>
          {!state.editing && (
            <span className="pc-cart-total">
              合计：<strong data-testid="cart-total">{page.total}</strong>
            </span>
          )}
          <Button
            size="large"
            type="primary"
            danger={state.editing}
            style={state.editing ? { marginLeft: 'auto' } : undefined}
            loading={page.busy}
            onClick={page.press}
            data-testid="cart-action"
          >
            {page.button.label}
          </Button>
        </div>
      )}
    </div>
  );
}
