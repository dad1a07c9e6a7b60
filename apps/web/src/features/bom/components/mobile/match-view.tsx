import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import DatePicker from 'antd-mobile/es/components/date-picker';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOM_COVERAGE_LABELS } from '@mts/shared/bom';
import { formatDate, formatPieces } from '@mts/shared/format';
import type { BomLineMatch, BomOffer } from '@mts/shared/schemas';
import { SellerMark } from '@/components/seller-mark';
import { resultLead, type BomMatchPage } from '../../model/bom-match-page';
import { availableText, changeTexts, lineStock, LINE_STOCK_LABELS, matchLabel, moqText, offerFacts, offerPrice, rfqDeadlineRange, summaryFacts, wantedFacts } from '../../model/bom-line';
import { VirtualLines } from '../common/virtual-lines';
import styles from './bom.module.css';

/** Coverage by lines and by quantity, and the total per currency. */
export function MatchSummary({ page }: { page: BomMatchPage }) {
  const summary = page.bom!.summary;
  const facts = summaryFacts(summary);
  return (
    <section className={styles.summary} data-testid="bom-summary">
      <div className={styles.summaryHead}>
        <span className={`${styles.coverage} ${styles[`cov_${summary.coverage}`]}`} data-testid="bom-summary-coverage">
          {BOM_COVERAGE_LABELS[summary.coverage]}
        </span>
        <span className={styles.summaryLines}>共 {facts.lines}</span>
        <span className={styles.summaryTime}>匹配于 {formatDate(page.bom!.matchedAt, 'MM-dd HH:mm')}</span>
      </div>
      <div className={styles.summaryGrid}>
        <div>
          <b className={styles.full}>{summary.linesCovered}</b>
          <span>全部有货</span>
        </div>
        <div>
          <b className={styles.partial}>{summary.linesPartial}</b>
          <span>部分</span>
        </div>
        <div>
          <b className={styles.none}>{summary.linesNone}</b>
          <span>无货</span>
        </div>
      </div>
      <div className={styles.qtyBar}>
        <span className={styles.qtyFill} style={{ width: `${facts.qtyPercent}%` }} />
      </div>
      <p className={styles.qtyText} data-testid="bom-summary-qty">
        按数量：{facts.quantity}（{facts.qtyPercent}%）
      </p>
      <div className={styles.totals} data-testid="bom-summary-totals">
        <span>预计金额</span>
        {facts.totals.length === 0 ? <b>—</b> : facts.totals.map((t) => <b key={t.unit}>{t.text}</b>)}
      </div>
    </section>
  );
}

/** One offer's facts: price, available vs wanted, MOQ, date code, the seller. */
function OfferBlock({ offer, wanted }: { offer: BomOffer; wanted: number }) {
  return (
    <div className={styles.offer} data-testid="bom-offer">
      <div className={styles.offerTop}>
        <span className={styles.price} data-testid="bom-offer-price">
          {offerPrice(offer)}
        </span>
        <span className={offer.quantity >= wanted ? styles.enough : styles.short} data-testid="bom-offer-available">
          {availableText(offer, wanted)}
        </span>
      </div>
      <p className={styles.offerFacts}>
        {offer.goodsModel} · {offerFacts(offer)}
        {moqText(offer) && ` · ${moqText(offer)}`}
      </p>
      <SellerMark name={offer.companyName} verified={offer.companyVerified} rating={offer.rating} />
    </div>
  );
}

function LineCard({ line, page }: { line: BomLineMatch; page: BomMatchPage }) {
  const stock = lineStock(line);
  const changes = changeTexts(page.changesOf(line), line.chosen?.priceUnit ?? line.best?.priceUnit ?? 0);
  const refused = page.refusedReason(line.id);
  const checked = page.isSelected(line.id);
  return (
    <div className={`${styles.line} ${checked ? styles.checked : ''}`} data-testid="bom-line" data-line={line.id}>
      <Checkbox className={styles.check} checked={checked} onChange={(on) => page.toggle(line.id, on)} aria-label={`选择第 ${line.row} 行`} />
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <span className={styles.row}>#{line.row}</span>
          <span className={styles.model}>{line.goodsModel}</span>
          <span className={`${styles.tag} ${styles[`tag_${line.matchClass}`]}`} data-testid="bom-line-class">
            {matchLabel(line)}
          </span>
        </div>
        <p className={styles.wanted}>
          需求 {formatPieces(line.quantity)}
          {wantedFacts(line) && ` · ${wantedFacts(line)}`}
          <span className={`${styles.stock} ${styles[`stock_${stock}`]}`}>{LINE_STOCK_LABELS[stock]}</span>
        </p>
        {line.chosen ? <OfferBlock offer={line.chosen} wanted={line.quantity} /> : <p className={styles.noOffer}>货架上暂无该型号，可发起询价</p>}
        {changes.length > 0 && (
          <p className={styles.changes} data-testid="bom-line-changes">
            {changes.map((c) => (
              <span key={c.text} className={styles[`change_${c.tone}`]}>
                {c.text}
              </span>
            ))}
          </p>
        )}
        {refused && (
          <p className={styles.refusedLine} data-testid="bom-line-refused">
            {refused}
          </p>
        )}
        <div className={styles.lineFoot}>
          {line.offerCount > 1 && (
            <button type="button" className={styles.more} onClick={() => page.openOffers(line.id)} data-testid="bom-line-offers">
              其他 {line.offerCount - 1} 个报价 ›
            </button>
          )}
          {line.rfqId !== null && (
            <Link className={styles.more} to={page.rfqPath(line.rfqId)} data-testid="bom-line-rfq">
              已询价 ›
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/** The lines, drawn window by window. */
export function MatchLines({ page }: { page: BomMatchPage }) {
  return (
    <VirtualLines
      items={page.lines}
      keyOf={(l) => l.id}
      estimate={130}
      gap={10}
      className={styles.lines}
      testId="bom-lines"
      render={(line) => <LineCard line={line} page={page} />}
    />
  );
}

/** 全选 / 选有货 / 选未找到 / 清除. */
export function QuickSelectBar({ page }: { page: BomMatchPage }) {
  return (
    <div className={styles.quick} data-testid="bom-quick">
      <button type="button" onClick={() => page.select(page.allSelected ? 'clear' : 'all')} data-testid="bom-select-all">
        {page.allSelected ? '取消全选' : '全选'}
      </button>
      <button type="button" onClick={() => page.select('stocked')} data-testid="bom-select-stocked">
        选有货
      </button>
      <button type="button" onClick={() => page.select('none')} data-testid="bom-select-none">
        选未找到
      </button>
      {page.selected.length > 0 && (
        <button type="button" onClick={() => page.select('clear')}>
          清除
        </button>
      )}
    </div>
  );
}

/** The bar at the bottom: the count selected and the three moves. */
export function ActionBar({ page }: { page: BomMatchPage }) {
  return (
    <div className={styles.actionBar} data-testid="bom-actions">
      <span className={styles.selectedCount}>
        已选 <b>{page.selected.length}</b> 行
      </span>
      <Button size="small" onClick={() => void page.openRfq()} data-testid="bom-rfq">
        询价
      </Button>
      <Button size="small" color="warning" loading={page.busy} onClick={() => void page.makePreOrders()} data-testid="bom-pre-orders">
        生成意向单
      </Button>
      <Button size="small" color="primary" loading={page.busy} onClick={() => void page.addToCart()} data-testid="bom-to-cart">
        加入购物车
      </Button>
    </div>
  );
}

/** The line's other offers in a sheet; 选用 switches to one. */
export function OffersSheet({ page }: { page: BomMatchPage }) {
  const line = page.offersLine;
  return (
    <Popup visible={line !== null} onMaskClick={page.closeOffers} onClose={page.closeOffers} bodyClassName={styles.sheet} destroyOnClose>
      {line && (
        <div data-testid="bom-offers">
          <h3 className={styles.sheetTitle}>
            {line.goodsModel} 的 {line.offerCount} 个报价<small>需求 {formatPieces(line.quantity)}</small>
          </h3>
          {page.offers.isPending ? (
            <div className={styles.loading}>
              <DotLoading color="primary" />
            </div>
          ) : (
            <div className={styles.sheetList}>
              {(page.offers.data ?? []).map((offer) => {
                const current = line.chosen?.goodsId === offer.goodsId;
                return (
                  <div key={offer.goodsId} className={`${styles.offerRow} ${current ? styles.current : ''}`} data-testid="bom-offer-row">
                    <div className={styles.offerRowHead}>
                      <span className={`${styles.tag} ${styles[`tag_${offer.matchClass}`]}`}>{matchLabel(offer)}</span>
                      {current ? (
                        <span className={styles.currentMark}>当前选用</span>
                      ) : (
                        <Button size="mini" color="primary" fill="outline" loading={page.choosing} onClick={() => void page.chooseFor(offer.goodsId)} data-testid="bom-offer-choose">
                          选用
                        </Button>
                      )}
                    </div>
                    <OfferBlock offer={offer} wanted={line.quantity} />
                  </div>
                );
              })}
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}

const QUICK_DAYS = [1, 3, 7, 14] as const;

/** 询价: the deadline (3 days ahead unless changed) and a remark, for the selected lines. */
export function RfqSheet({ page }: { page: BomMatchPage }) {
  const [picking, setPicking] = useState(false);
  const range = rfqDeadlineRange();
  return (
    <Popup visible={page.rfqOpen} onMaskClick={page.closeRfq} onClose={page.closeRfq} bodyClassName={styles.sheet}>
      <div data-testid="bom-rfq-sheet">
        <h3 className={styles.sheetTitle}>
          发起询价<small>{page.selected.length} 行，每行一个询价单，发给持有该型号的商家</small>
        </h3>
        <p className={styles.label}>报价截止</p>
        <div className={styles.days}>
          {QUICK_DAYS.map((d) => (
            <button
              key={d}
              type="button"
              className={Math.round((page.deadline.getTime() - Date.now()) / 86_400_000) === d ? styles.dayOn : ''}
              onClick={() => page.setDeadline(new Date(Date.now() + d * 86_400_000))}
            >
              {d} 天
            </button>
          ))}
        </div>
        <button type="button" className={styles.deadline} onClick={() => setPicking(true)} data-testid="bom-rfq-deadline">
          {formatDate(page.deadline, 'yyyy-MM-dd HH:mm')} <span>修改 ›</span>
        </button>
        <DatePicker
          visible={picking}
          precision="hour"
          min={range.min}
          max={range.max}
          value={page.deadline}
          onClose={() => setPicking(false)}
          onConfirm={(d) => page.setDeadline(d)}
          title="报价截止时间"
        />
        <p className={styles.label}>备注</p>
        <TextArea className={styles.remark} value={page.remark} onChange={page.setRemark} placeholder="交期、包装、发票等要求（选填）" rows={3} maxLength={200} showCount data-testid="bom-rfq-remark" />
        {page.rfqError && <p className={styles.error}>{page.rfqError}</p>}
        <Button color="primary" block loading={page.sendingRfq} onClick={() => void page.sendRfq()} data-testid="bom-rfq-send">
          发送询价
        </Button>
      </div>
    </Popup>
  );
}

/** What 加入购物车 / 生成意向单 did, with each refused line and its reason. */
export function ResultSheet({ page }: { page: BomMatchPage }) {
  const result = page.result;
  return (
    <Popup visible={result !== null} onMaskClick={page.dismissResult} onClose={page.dismissResult} bodyClassName={styles.sheet}>
      {result && (
        <div data-testid="bom-result">
          <h3 className={styles.sheetTitle}>
            {result.kind === 'cart' ? `已加入购物车 ${result.added} 行` : `已生成 ${result.list.length} 个意向单`}
            <small>{resultLead(result)}</small>
          </h3>
          {result.kind === 'preOrders' && result.list.length > 0 && (
            <ul className={styles.resultList}>
              {result.list.map((p) => (
                <li key={p.id}>
                  <Link to={page.preOrderPath(p.id)} data-testid="bom-result-pre-order">
                    {p.orderNo} · {p.goodsName} ›
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {result.refused.length > 0 && (
            <>
              <p className={styles.label}>{result.refused.length} 行未通过：</p>
              <ul className={styles.resultRefused} data-testid="bom-result-refused">
                {result.refused.map((r) => (
                  <li key={r.lineId}>
                    <b>第 {r.row} 行</b> {r.goodsModel}：{r.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.kind === 'cart' && result.added > 0 ? (
            <Button color="primary" block onClick={page.goCart} data-testid="bom-go-cart">
              去购物车结算
            </Button>
          ) : (
            <Button block onClick={page.dismissResult}>
              知道了
            </Button>
          )}
        </div>
      )}
    </Popup>
  );
}
