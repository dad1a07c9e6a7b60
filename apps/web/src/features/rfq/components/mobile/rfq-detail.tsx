import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { Link } from 'react-router';
import { formatDate } from '@mts/shared/format';
import type { RfqQuote } from '@mts/shared/schemas';
import { SellerMark } from '@/components/seller-mark';
import { QUOTE_CONDITIONS, type QuoteField } from '../../model/quote-form';
import { countdownText, isAccepted, priceHint, quotePrice, quoteQuantity, quoteStatusText, rfqStatusText, taxText, wantedText } from '../../model/rfq-facts';
import type { RfqDetailPage } from '../../model/rfq-detail-page';
import styles from './rfq.module.css';

/** The RFQ's head: part number, what is wanted, its state and countdown. */
export function RfqHead({ page }: { page: RfqDetailPage }) {
  const rfq = page.rfq!;
  return (
    <section className={styles.head} data-testid="rfq-head">
      <div className={styles.headTop}>
        <span className={styles.headModel}>{rfq.goodsModel}</span>
        <span className={`${styles.status} ${page.open ? styles.statusOpen : ''}`} data-testid="rfq-state">
          {page.expired ? '已截止' : rfqStatusText(rfq.status)}
        </span>
      </div>
      <p className={styles.headWanted}>
        {rfq.brandName && `${rfq.brandName} · `}
        {wantedText(rfq)}
      </p>
      <p className={styles.headMeta}>
        <span>{rfq.rfqNo}</span>
        <span>报价截止 {formatDate(rfq.deadline, 'yyyy-MM-dd HH:mm')}</span>
        {page.open && <b className={styles.countdownStrong}>{countdownText(rfq.deadline, page.now)}</b>}
      </p>
      {rfq.remark && <p className={styles.headRemark}>备注：{rfq.remark}</p>}
    </section>
  );
}

function QuoteCard({ quote, page }: { quote: RfqQuote; page: RfqDetailPage }) {
  const best = page.bestPriceId === quote.id;
  const fastest = page.fastestId === quote.id;
  const askAccept = async () => {
    if (await Dialog.confirm({ title: '采纳报价', content: `采纳 ${quote.companyName || '该卖家'} 的报价 ${quotePrice(quote)} × ${quoteQuantity(quote)}？采纳后将生成意向单，其他报价将被告知未采纳。`, confirmText: '采纳', cancelText: '取消' }))
      await page.acceptOne(quote.id);
  };
  return (
    <div className={`${styles.quote} ${best ? styles.quoteBest : ''} ${isAccepted(quote) ? styles.quoteAccepted : ''}`} data-testid="rfq-quote">
      <div className={styles.quoteTop}>
        <span className={styles.quotePrice}>{quotePrice(quote)}</span>
        <span className={styles.quoteTags}>
          {best && (
            <span className={styles.tagBest} data-testid="rfq-best-price">
              最低价
            </span>
          )}
          {fastest && (
            <span className={styles.tagFast} data-testid="rfq-fastest">
              交期最快
            </span>
          )}
          {quote.status !== 0 && <span className={styles.tagState}>{quoteStatusText(quote.status)}</span>}
        </span>
      </div>
      <dl className={styles.quoteFacts}>
        <div>
          <dt>数量</dt>
          <dd>{quoteQuantity(quote)}</dd>
        </div>
        <div>
          <dt>批次</dt>
          <dd>{quote.dateCode}</dd>
        </div>
        <div>
          <dt>成色</dt>
          <dd>{quote.condition}</dd>
        </div>
        <div>
          <dt>交期</dt>
          <dd>{quote.deliveryDate}</dd>
        </div>
        <div>
          <dt>税</dt>
          <dd>{taxText(quote.taxIncluded)}</dd>
        </div>
        <div>
          <dt>成交</dt>
          <dd>{quote.completedOrders} 单</dd>
        </div>
      </dl>
      {quote.remark && <p className={styles.quoteRemark}>{quote.remark}</p>}
      <div className={styles.quoteFoot}>
        <SellerMark name={quote.companyName} verified={quote.companyVerified} rating={quote.rating} />
        {page.canAccept && (
          <Button size="small" color="primary" loading={page.accepting} onClick={() => void askAccept()} data-testid="rfq-accept">
            采纳
          </Button>
        )}
      </div>
    </div>
  );
}

/** The buyer's side: the quotes best first, the intention order once one is accepted, 关闭询价. */
export function BuyerQuotes({ page }: { page: RfqDetailPage }) {
  const askClose = async () => {
    if (await Dialog.confirm({ title: '关闭询价', content: '关闭后卖家不能再报价，确定关闭吗？', confirmText: '关闭询价', cancelText: '取消' })) await page.closeIt();
  };
  return (
    <section className={styles.block} data-testid="rfq-quotes">
      {page.accepted && (
        <div className={styles.acceptedBox} data-testid="rfq-accepted">
          已采纳，意向单 {page.accepted.orderNo} 已生成，等待谈判人确认。
          <Link to={page.preOrderPath(page.accepted.id)} data-testid="rfq-pre-order-link">
            查看意向单 ›
          </Link>
        </div>
      )}
      <h2 className={styles.blockTitle}>
        收到的报价<small>{page.quotes.length} 个，按价格从低到高</small>
      </h2>
      {page.quotes.length === 0 ? (
        <p className={styles.emptyText}>{page.open ? '还没有卖家报价，报价会实时出现在这里' : '没有收到报价'}</p>
      ) : (
        <div className={styles.quotes}>
          {page.quotes.map((q) => (
            <QuoteCard key={q.id} quote={q} page={page} />
          ))}
        </div>
      )}
      {page.canClose && (
        <Button block fill="outline" className={styles.closeButton} loading={page.closing} onClick={() => void askClose()} data-testid="rfq-close">
          关闭询价
        </Button>
      )}
    </section>
  );
}

function Field({ label, error, children, field }: { label: string; error?: string; children: React.ReactNode; field: QuoteField }) {
  return (
    <div className={styles.field} data-testid={`quote-${field}`}>
      <label className={styles.fieldLabel}>{label}</label>
      <div className={styles.fieldInput}>{children}</div>
      {error && <p className={styles.fieldError}>{error}</p>}
    </div>
  );
}

/** The seller's side: his quote and its state, then the form (提交报价 / 修改报价) while open, else 已截止. */
export function SellerQuote({ page }: { page: RfqDetailPage }) {
  const form = page.form!;
  const rfq = page.rfq!;
  return (
    <section className={styles.block} data-testid="rfq-seller">
      {page.mine && (
        <div className={styles.mine} data-testid="rfq-my-quote">
          <div className={styles.mineHead}>
            <span>我的报价</span>
            <span className={styles.mineState} data-testid="rfq-my-quote-state">
              {quoteStatusText(page.mine.status)}
            </span>
          </div>
          <p>
            <b className={styles.quotePrice}>{quotePrice(page.mine)}</b> × {quoteQuantity(page.mine)} · {page.mine.dateCode} · {page.mine.condition} · 交期 {page.mine.deliveryDate} · {taxText(page.mine.taxIncluded)}
          </p>
        </div>
      )}
      {!page.canQuote ? (
        <div className={styles.ended} data-testid="rfq-ended">
          {page.expired ? '已截止' : rfqStatusText(rfq.status)}
          <small>{page.expired ? '报价截止时间已过，不能再报价' : '该询价已结束，不能再报价'}</small>
        </div>
      ) : (
        <div className={styles.form} data-testid="quote-form">
          <h2 className={styles.blockTitle}>
            {page.mine ? '修改报价' : '我要报价'}
            <small>
              {rfq.goodsModel} · {wantedText(rfq)}
            </small>
          </h2>
          <Field label="单价" field="price" error={page.errors.price}>
            <div className={styles.priceRow}>
              <div className={styles.units}>
                {([0, 10] as const).map((u) => (
                  <button key={u} type="button" className={form.priceUnit === u ? styles.unitOn : ''} onClick={() => page.setField('priceUnit', u)}>
                    {u === 0 ? '¥' : '$'}
                  </button>
                ))}
              </div>
              <Input value={form.price} onChange={(v) => page.setField('price', v)} placeholder={priceHint(rfq)} inputMode="decimal" data-testid="quote-price-input" />
            </div>
          </Field>
          <Field label="数量" field="quantity" error={page.errors.quantity}>
            <Input value={form.quantity} onChange={(v) => page.setField('quantity', v)} inputMode="numeric" data-testid="quote-quantity-input" />
          </Field>
          <Field label="批次" field="dateCode" error={page.errors.dateCode}>
            <Input value={form.dateCode} onChange={(v) => page.setField('dateCode', v)} placeholder="如 24+ 或 2412" data-testid="quote-dateCode-input" />
          </Field>
          <Field label="成色" field="condition" error={page.errors.condition}>
            <div className={styles.conditions}>
              {QUOTE_CONDITIONS.map((c) => (
                <button key={c} type="button" className={form.condition === c ? styles.unitOn : ''} onClick={() => page.setField('condition', c)}>
                  {c}
                </button>
              ))}
            </div>
          </Field>
          <Field label="交期" field="deliveryDate" error={page.errors.deliveryDate}>
            <input className={styles.dateInput} type="date" value={form.deliveryDate} onChange={(e) => page.setField('deliveryDate', e.target.value)} data-testid="quote-deliveryDate-input" />
          </Field>
          <Field label="含税" field="taxIncluded">
            <Switch checked={form.taxIncluded} onChange={(v) => page.setField('taxIncluded', v)} aria-label="含税" />
          </Field>
          <Field label="备注" field="remark" error={page.errors.remark}>
            <TextArea value={form.remark} onChange={(v) => page.setField('remark', v)} placeholder="包装、发货地、付款方式等（选填）" rows={2} maxLength={500} />
          </Field>
          <Button block color="primary" loading={page.quoting} onClick={() => void page.sendQuote()} data-testid="quote-submit">
            {page.mine ? '修改报价' : '提交报价'}
          </Button>
        </div>
      )}
    </section>
  );
}
