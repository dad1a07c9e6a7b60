import { Button, Card, Descriptions, Form, Input, Modal, Timeline } from 'antd';
import { useState } from 'react';
import { formatDate } from '@mts/shared/format';
import { moneyText, sideLabel } from '../../model/order-view';
import { cancelReasonError, preOrderNextStep, preOrderOrderPath, preOrderStatusText, revisionChangeText } from '../../model/pre-order-view';
import { NextStepAlert } from './next-step';
import { preOrderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import './orders.css';
import type { PreOrderDetailViewProps } from '../../model/detail-views';

/**
 * An intention order (desktop): status, next step and who acts, goods and terms, parties (mobiles as the server
 * sends them), negotiator and business follower, revisions (who, when, field: old → new), 取消意向单 for its
 * initiator while canCancel, and the order once 已成单.
 */
export function PreOrderDetailView({ detail, onCancel, cancelling, onOpen }: PreOrderDetailViewProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const money = moneyText(detail);
  const orderPath = preOrderOrderPath(detail);

  const submit = async () => {
    const { reason } = await form.validateFields();
    await onCancel(reason.trim());
    // Closed either way: a refusal (409) has toasted the server's message and the page reloads the order.
    setCancelOpen(false);
    form.resetFields();
  };

  return (
    <div className="pc-trade-detail" data-testid="pre-order-detail-view">
      <Card>
        <div className="pc-trade-status">
          <h2>意向单 {detail.orderNo}</h2>
          <StatusBadge machine={preOrderMachine} status={detail.status} text={preOrderStatusText(detail)} testId="pre-order-status" />
          <span className="pc-trade-side">{sideLabel(detail.myRole)}</span>
        </div>
        <div style={{ marginTop: 12 }}>
          <NextStepAlert step={preOrderNextStep(detail)} />
        </div>
        {(detail.canCancel || orderPath) && (
          <div className="pc-trade-actions" style={{ marginTop: 12 }}>
            {detail.canCancel && (
              <Button danger onClick={() => setCancelOpen(true)} data-testid="pre-order-cancel">
                取消意向单
              </Button>
            )}
            {orderPath && (
              <Button type="primary" onClick={() => onOpen(orderPath)} data-testid="pre-order-order">
                查看订单
              </Button>
            )}
          </div>
        )}
      </Card>

      <Card title="商品与交易信息">
        <Descriptions column={3} size="small" data-testid="pre-order-terms">
          <Descriptions.Item label="型号">{detail.goodsModel}</Descriptions.Item>
          <Descriptions.Item label="品名">{detail.goodsName}</Descriptions.Item>
          <Descriptions.Item label="品牌">{detail.brandName}</Descriptions.Item>
          <Descriptions.Item label="批号">{detail.dateCode || '—'}</Descriptions.Item>
          <Descriptions.Item label="成色">{detail.condition || '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatDate(detail.createTime, 'yyyy-MM-dd HH:mm')}</Descriptions.Item>
          <Descriptions.Item label="数量">{money.quantity}</Descriptions.Item>
          <Descriptions.Item label="单价">{money.price}</Descriptions.Item>
          <Descriptions.Item label="金额">
            <span className="pc-trade-amount">{money.amount}</span>
          </Descriptions.Item>
          <Descriptions.Item label="交货地">{detail.deliveryPlace || '—'}</Descriptions.Item>
          <Descriptions.Item label="交货日期">{detail.deliveryDate || '—'}</Descriptions.Item>
          <Descriptions.Item label="税费">{detail.taxIncluded ? '含税' : '不含税'}</Descriptions.Item>
          <Descriptions.Item label="备注" span={3}>
            {detail.remark || '无'}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="交易双方">
        <Descriptions column={3} size="small" data-testid="pre-order-parties">
          <Descriptions.Item label="买方">{`${detail.buyer.name || detail.buyerName} ${detail.buyer.mobile}`.trim()}</Descriptions.Item>
          <Descriptions.Item label="卖方">{`${detail.seller.name || detail.sellerName} ${detail.seller.mobile}`.trim()}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${detail.contactName} ${detail.contactMobile}`.trim() || '—'}</Descriptions.Item>
          <Descriptions.Item label="谈判人">{detail.negotiatorName || '—'}</Descriptions.Item>
          <Descriptions.Item label="商务">{detail.followerName || '待商务接单'}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="修改记录" data-testid="pre-order-revisions">
        {detail.revisions.length === 0 ? (
          <span className="pc-trade-muted">暂无修改</span>
        ) : (
          <Timeline
            items={detail.revisions.map((r) => ({
              key: r.id,
              content: (
                <div data-testid="pre-order-revision">
                  <div className="pc-trade-muted">
                    {r.userName || '谈判人'} · {formatDate(r.createTime, 'yyyy-MM-dd HH:mm')}
                  </div>
                  {r.changes.map((ch) => (
                    <b key={ch.field} className="pc-trade-change">
                      {revisionChangeText(ch, detail.priceUnit)}
                    </b>
                  ))}
                  {r.note && <div>说明：{r.note}</div>}
                </div>
              ),
            }))}
          />
        )}
      </Card>

      <Modal
        title="取消意向单"
        open={cancelOpen}
        okText="确定取消"
        cancelText="再想想"
        okButtonProps={{ danger: true, loading: cancelling }}
        onOk={() => void submit().catch(() => {})}
        onCancel={() => setCancelOpen(false)}
        destroyOnHidden
      >
        <p className="pc-trade-muted">取消后谈判人和商务将不再处理该意向单。</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="取消原因"
            rules={[{ validator: (_, v: string | undefined) => (cancelReasonError(v ?? '') ? Promise.reject(new Error(cancelReasonError(v ?? ''))) : Promise.resolve()) }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入取消原因（2–200 个字）" data-testid="cancel-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
