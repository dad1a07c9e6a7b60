import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PagedTable, type PagedRows } from '@/components/desktop/paged-table';
import { formatPieces } from '@mts/shared/format';
import type { InspectionRow } from '@mts/shared/schemas';
import { goodsLine, RESULT_LABEL, timeText, type InspectionTab } from '../../model/inspection-view';
import './inspection.css';

type Props = PagedRows<InspectionRow> & {
  tab: InspectionTab;
  onOpen: (orderId: number) => void;
  onGrab: (orderId: number) => void;
  grabbingId?: number;
};

/** The inspector's orders: number, goods, quantity, date code, condition, carrier and tracking no, shipped; 领取 on 待领取. */
export function InspectionTable({ tab, onOpen, onGrab, grabbingId, ...paged }: Props) {
  const columns: ColumnsType<InspectionRow> = [
    { title: '订单号', dataIndex: 'orderNo', width: 170 },
    {
      title: '商品',
      key: 'goods',
      render: (_, r) => (
        <div className="pc-inspect-model">
          <strong>{r.goodsModel || r.goodsName}</strong>
          <span>{goodsLine(r)}</span>
        </div>
      ),
    },
    { title: '数量', key: 'quantity', width: 100, align: 'right', render: (_, r) => `${formatPieces(r.quantity)}` },
    { title: '批号', dataIndex: 'dateCode', width: 80, render: (v: string) => v || '—' },
    { title: '成色', dataIndex: 'condition', width: 80, render: (v: string) => v || '—' },
    {
      title: '物流',
      key: 'shipment',
      width: 170,
      render: (_, r) => (
        <div className="pc-inspect-model">
          {r.carrier || '—'}
          <span>{r.trackingNo}</span>
        </div>
      ),
    },
    { title: '发货时间', key: 'shippedAt', width: 140, render: (_, r) => timeText(r.shippedAt) },
    ...(tab === 2
      ? ([
          {
            title: '结果',
            key: 'result',
            width: 80,
            render: (_, r) => (r.report ? <Tag color={r.report.result === 'pass' ? 'success' : 'error'}>{RESULT_LABEL[r.report.result]}</Tag> : '—'),
          },
        ] as ColumnsType<InspectionRow>)
      : []),
    {
      title: '操作',
      key: 'actions',
      width: tab === 0 ? 130 : 90,
      render: (_, r) => (
        <Space size={4}>
          {tab === 0 && (
            <Button
              type="primary"
              size="small"
              loading={grabbingId === r.id}
              onClick={(e) => {
                e.stopPropagation();
                onGrab(r.id);
              }}
              data-testid="inspection-grab"
            >
              领取
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onOpen(r.id)}>
            {tab === 1 ? '去验货' : tab === 2 ? '查看报告' : '详情'}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<InspectionRow>
      {...paged}
      columns={columns}
      rowProps={(r) => ({ 'data-testid': 'inspection-row', 'data-order-no': r.orderNo, onClick: () => onOpen(r.id), style: { cursor: 'pointer' } })}
    />
  );
}
