import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Result, Tag } from 'antd';
import type { OrderDetail } from '@mts/shared/schemas';
import { checkTerms, shipmentText, timeText } from '../../model/inspection-view';
import './inspection.css';

/**
 * An order as the inspector checks it (desktop): number and status, the contract's goods and terms, the inspection
 * clause, the shipment; then `children` (领取, the report form, or the filed report).
 */
export function InspectionDetailView({ detail, children }: { detail: OrderDetail; children: ReactNode }) {
  return (
    <div className="pc-inspect-detail" data-testid="inspection-detail-view">
      <Card>
        <div className="pc-inspect-status">
          <h2>订单 {detail.orderNo}</h2>
          <Tag color="processing" data-testid="inspection-order-status">
            {detail.statusText}
          </Tag>
        </div>
      </Card>
      <Card title="核对项（合同约定）">
        <Descriptions column={3} size="small" data-testid="inspection-terms">
          {checkTerms(detail).map(([label, value]) => (
            <Descriptions.Item key={label} label={label}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
        {detail.contract.inspectionClause && <p className="pc-inspect-clause">验货条款：{detail.contract.inspectionClause}</p>}
      </Card>
      <Card title="物流">
        <Descriptions column={3} size="small" data-testid="inspection-shipment">
          <Descriptions.Item label="物流">{shipmentText(detail.shipment)}</Descriptions.Item>
          <Descriptions.Item label="发货时间">{timeText(detail.shipment?.shippedAt)}</Descriptions.Item>
          <Descriptions.Item label="卖方">{detail.sellerName || '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      {children}
    </div>
  );
}

/** An unheld order: 领取 first (then the report form shows). */
export function GrabBlock({ onGrab, busy }: { onGrab: () => void; busy: boolean }) {
  return (
    <Card title="领取验货" data-testid="inspection-grab-block">
      <Result
        status="info"
        title="该订单尚无验货员领取"
        subTitle="领取后由您负责验货并提交报告，其他验货员将不能再领取。"
        extra={
          <Button type="primary" loading={busy} onClick={onGrab} data-testid="inspection-grab">
            领取
          </Button>
        }
      />
    </Card>
  );
}

/** Nothing to do here: held by another inspector, or the order is past inspection. */
export function ClosedNotice({ reason }: { reason: string }) {
  return (
    <Card data-testid="inspection-closed">
      <Result status="info" title={reason} />
    </Card>
  );
}
