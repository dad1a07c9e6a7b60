import { Alert, App, Button, DatePicker, Descriptions, Empty, Input, Radio, Select, Switch, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatDate } from '@mts/shared/format';
import type { RfqQuote } from '@mts/shared/schemas';
import { SellerMark } from '@/components/seller-mark';
import { QUOTE_CONDITIONS, type QuoteField } from '../../model/quote-form';
import { countdownText, isAccepted, priceHint, quotePrice, quoteQuantity, quoteStatusText, rfqStatusText, taxText, wantedText } from '../../model/rfq-facts';
import type { RfqDetailPage } from '../../model/rfq-detail-page';

/** The RFQ's head: part number, what is wanted, state, deadline and countdown. */
export function RfqHead({ page }: { page: RfqDetailPage }) {
  const rfq = page.rfq!;
  return (
    <section className="pc-card pc-rfq-card" data-testid="rfq-head">
      <div className="pc-rfq-head">
        <div>
          <h1 className="pc-rfq-detail-model">
            {rfq.goodsModel}
            <Tag color={page.open ? 'processing' : 'default'} data-testid="rfq-state">
              {page.expired ? '已截止' : rfqStatusText(rfq.status)}
            </Tag>
          </h1>
          <p className="pc-rfq-sub">
            {rfq.brandName && `${rfq.brandName} · `}
            {wantedText(rfq)}
          </p>
        </div>
        {page.open && (
          <div className="pc-rfq-countdown-box">
            <span>距报价截止</span>
            <b>{countdownText(rfq.deadline, page.now)}</b>
          </div>
        )}
      </div>
      <Descriptions
        size="small"
        column={4}
        items={[
          { key: 'no', label: '询价单号', children: rfq.rfqNo },
          { key: 'deadline', label: '报价截止', children: formatDate(rfq.deadline, 'yyyy-MM-dd HH:mm') },
          { key: 'create', label: '发起时间', children: formatDate(rfq.createTime, 'yyyy-MM-dd HH:mm') },
          { key: 'remark', label: '备注', children: rfq.remark || '—' },
        ]}
      />
    </section>
  );
}

/** The buyer's side: the quotes in one comparison table, best first, 最低价 and 交期最快 marked; 采纳 asks first. */
export function BuyerCompare({ page }: { page: RfqDetailPage }) {
  const { modal } = App.useApp();
  const askAccept = (quote: RfqQuote) =>
    modal.confirm({
      title: '采纳报价',
      content: `采纳 ${quote.companyName || '该卖家'} 的报价 ${quotePrice(quote)} × ${quoteQuantity(quote)}？采纳后将生成意向单，其他报价将被告知未采纳。`,
      okText: '采纳',
      cancelText: '取消',
      onOk: () => page.acceptOne(quote.id),
    });
  const askClose = () =>
    modal.confirm({ title: '关闭询价', content: '关闭后卖家不能再报价，确定关闭吗？', okText: '关闭询价', okButtonProps: { danger: true }, cancelText: '取消', onOk: () => page.closeIt() });
  return (
    <section className="pc-card pc-rfq-card" data-testid="rfq-quotes">
      {page.accepted && (
        <Alert
          type="success"
          showIcon
          className="pc-rfq-accepted"
          data-testid="rfq-accepted"
          title={`已采纳，意向单 ${page.accepted.orderNo} 已生成，等待谈判人确认。`}
          action={
            <Link to={page.preOrderPath(page.accepted.id)} data-testid="rfq-pre-order-link">
              查看意向单 ›
            </Link>
          }
        />
      )}
      <div className="pc-rfq-head">
        <h2 className="pc-rfq-title">
          报价比较<small>{page.quotes.length} 个报价，按价格从低到高</small>
        </h2>
        {page.canClose && (
          <Button danger loading={page.closing} onClick={askClose} data-testid="rfq-close">
            关闭询价
          </Button>
        )}
      </div>
      <Table<RfqQuote>
        rowKey="id"
        pagination={false}
        dataSource={page.quotes}
        rowClassName={(q) => (q.id === page.bestPriceId ? 'pc-rfq-best-row' : isAccepted(q) ? 'pc-rfq-accepted-row' : '')}
        onRow={() => ({ 'data-testid': 'rfq-quote' }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={page.open ? '还没有卖家报价，报价会实时出现在这里' : '没有收到报价'} /> }}
        columns={[
          {
            title: '卖家',
            dataIndex: 'companyName',
            render: (_: string, q) => (
              <div className="pc-rfq-seller">
                <SellerMark name={q.companyName} verified={q.companyVerified} rating={q.rating} />
                <small>成交 {q.completedOrders} 单</small>
              </div>
            ),
          },
          {
            title: '单价',
            dataIndex: 'price',
            width: 170,
            render: (_: number, q) => (
              <div>
                <b className="pc-rfq-price">{quotePrice(q)}</b>
                {q.id === page.bestPriceId && (
                  <Tag color="red" data-testid="rfq-best-price">
                    最低价
                  </Tag>
                )}
              </div>
            ),
          },
          { title: '数量', dataIndex: 'quantity', width: 120, render: (_: number, q) => quoteQuantity(q) },
          { title: '批次', dataIndex: 'dateCode', width: 80 },
          { title: '成色', dataIndex: 'condition', width: 80 },
          {
            title: '交期',
            dataIndex: 'deliveryDate',
            width: 170,
            render: (d: string, q) => (
              <span>
                {d}
                {q.id === page.fastestId && (
                  <Tag color="green" style={{ marginLeft: 6 }} data-testid="rfq-fastest">
                    交期最快
                  </Tag>
                )}
              </span>
            ),
          },
          { title: '税', dataIndex: 'taxIncluded', width: 80, render: (t: boolean) => taxText(t) },
          { title: '备注', dataIndex: 'remark', ellipsis: true, render: (r: string) => r || '—' },
          {
            title: '操作',
            width: 110,
            render: (_, q) =>
              page.canAccept ? (
                <Button type="primary" size="small" loading={page.accepting} onClick={() => askAccept(q)} data-testid="rfq-accept">
                  采纳
                </Button>
              ) : (
                <span className="pc-rfq-quote-state">{quoteStatusText(q.status)}</span>
              ),
          },
        ]}
      />
    </section>
  );
}

function Row({ label, field, error, children }: { label: string; field: QuoteField; error?: string; children: React.ReactNode }) {
  return (
    <div className="pc-rfq-field" data-testid={`quote-${field}`}>
      <label>{label}</label>
      <div>
        {children}
        {error && <div className="pc-rfq-field-error">{error}</div>}
      </div>
    </div>
  );
}

/** The seller's side: his quote and its state, then the form while open (提交报价 / 修改报价), else 已截止. */
export function SellerQuoteForm({ page }: { page: RfqDetailPage }) {
  const form = page.form!;
  const rfq = page.rfq!;
  return (
    <section className="pc-card pc-rfq-card" data-testid="rfq-seller">
      {page.mine && (
        <Alert
          className="pc-rfq-mine"
          type={page.mine.status === 20 ? 'success' : page.mine.status === 80 ? 'info' : 'warning'}
          data-testid="rfq-my-quote"
          title={
            <span>
              我的报价 <b>{quotePrice(page.mine)}</b> × {quoteQuantity(page.mine)} · {page.mine.dateCode} · {page.mine.condition} · 交期 {page.mine.deliveryDate} · {taxText(page.mine.taxIncluded)}
            </span>
          }
          action={<Tag data-testid="rfq-my-quote-state">{quoteStatusText(page.mine.status)}</Tag>}
        />
      )}
      {!page.canQuote ? (
        <div className="pc-rfq-ended" data-testid="rfq-ended">
          <b>{page.expired ? '已截止' : rfqStatusText(rfq.status)}</b>
          <span>{page.expired ? '报价截止时间已过，不能再报价' : '该询价已结束，不能再报价'}</span>
        </div>
      ) : (
        <div className="pc-rfq-form" data-testid="quote-form">
          <h2 className="pc-rfq-title">
            {page.mine ? '修改报价' : '我要报价'}
            <small>
              {rfq.goodsModel} · {wantedText(rfq)}
            </small>
          </h2>
          <Row label="单价" field="price" error={page.errors.price}>
            <Input
              addonBefore={
                <Select value={form.priceUnit} onChange={(v) => page.setField('priceUnit', v)} options={[{ value: 0, label: '¥ 人民币' }, { value: 10, label: '$ 美元' }]} style={{ width: 110 }} />
              }
              value={form.price}
              onChange={(e) => page.setField('price', e.target.value)}
              placeholder={priceHint(rfq)}
              data-testid="quote-price-input"
            />
          </Row>
          <Row label="数量" field="quantity" error={page.errors.quantity}>
            <Input value={form.quantity} onChange={(e) => page.setField('quantity', e.target.value)} suffix="片" data-testid="quote-quantity-input" />
          </Row>
          <Row label="批次" field="dateCode" error={page.errors.dateCode}>
            <Input value={form.dateCode} onChange={(e) => page.setField('dateCode', e.target.value)} placeholder="如 24+ 或 2412" data-testid="quote-dateCode-input" />
          </Row>
          <Row label="成色" field="condition" error={page.errors.condition}>
            <Radio.Group value={form.condition} onChange={(e) => page.setField('condition', e.target.value)} optionType="button" options={QUOTE_CONDITIONS.map((c) => ({ value: c, label: c }))} />
          </Row>
          <Row label="交期" field="deliveryDate" error={page.errors.deliveryDate}>
            <DatePicker
              value={form.deliveryDate ? dayjs(form.deliveryDate) : null}
              onChange={(d) => page.setField('deliveryDate', d ? d.format('YYYY-MM-DD') : '')}
              minDate={dayjs().startOf('day')}
              data-testid="quote-deliveryDate-input"
            />
          </Row>
          <Row label="含税" field="taxIncluded">
            <Switch checked={form.taxIncluded} onChange={(v) => page.setField('taxIncluded', v)} checkedChildren="含税" unCheckedChildren="不含税" />
          </Row>
          <Row label="备注" field="remark" error={page.errors.remark}>
            <Input.TextArea value={form.remark} onChange={(e) => page.setField('remark', e.target.value)} rows={2} maxLength={500} placeholder="包装、发货地、付款方式等（选填）" />
          </Row>
          <div className="pc-rfq-form-actions">
            <Button type="primary" size="large" loading={page.quoting} onClick={() => void page.sendQuote()} data-testid="quote-submit">
              {page.mine ? '修改报价' : '提交报价'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
