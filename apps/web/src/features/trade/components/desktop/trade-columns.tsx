import type { ColumnsType } from 'antd/es/table';
import { goodsSubtitle, moneyText } from '../../model/order-view';

type TradeRow = Parameters<typeof moneyText>[0] & { brandName: string; goodsName: string; goodsModel: string };

/** The goods and money columns an order and an intention order table share: 商品, 数量, 单价, 金额 (widths of the last three). */
export function goodsMoneyColumns<T extends TradeRow>([quantity, price, amount]: [number, number, number]): ColumnsType<T> {
  return [
    {
      title: '商品',
      key: 'goods',
      render: (_, o) => (
        <div className="pc-trade-model">
          <strong>{o.goodsModel || o.goodsName}</strong>
          <span>{goodsSubtitle(o)}</span>
        </div>
      ),
    },
    { title: '数量', key: 'quantity', width: quantity, align: 'right', render: (_, o) => moneyText(o).quantity },
    { title: '单价', key: 'price', width: price, align: 'right', render: (_, o) => moneyText(o).price },
    { title: '金额', key: 'amount', width: amount, align: 'right', render: (_, o) => <span className="pc-trade-amount">{moneyText(o).amount}</span> },
  ];
}
