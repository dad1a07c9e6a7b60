import { Alert, Button, Checkbox, DatePicker, Drawer, Input, Modal, Progress, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { BOM_COVERAGE_LABELS } from '@mts/shared/bom';
import { formatDate, formatPieces } from '@mts/shared/format';
import type { BomLineMatch, BomOffer } from '@mts/shared/schemas';
import { SellerMark } from '@/components/seller-mark';
import { resultLead, type BomMatchPage } from '../../model/bom-match-page';
import { availableText, changeTexts, lineStock, LINE_STOCK_LABELS, matchLabel, moqText, offerFacts, offerPrice, rfqDeadlineRange, summaryFacts, wantedFacts } from '../../model/bom-line';
import { VirtualLines } from '../common/virtual-lines';
import { COVERAGE_COLORS } from './bom-table';

const CLASS_COLORS = { exact: 'success', near: 'warning', none: 'default' } as const;

/** The head: name, time, coverage by lines and by quantity, totals per currency, 重新匹配 and 导出. */
export function MatchSummary({ page }: { page: BomMatchPage }) {
  const bom = page.bom!;
  const facts = summaryFacts(bom.summary);
  return (
    <section className="pc-card pc-bom-summary" data-testid="bom-summary">
      <div className="pc-bom-summary-head">
        <div>
          <h1 className="pc-bom-name-title">
            {bom.name}
            <Tag color={COVERAGE_COLORS[bom.summary.coverage]} data-testid="bom-summary-coverage">
              {BOM_COVERAGE_LABELS[bom.summary.coverage]}
            </Tag>
          </h1>
          <p className="pc-bom-sub">
            共 {facts.lines} · 创建于 {formatDate(bom.createTime, 'yyyy-MM-dd HH:mm')} · 匹配于 {formatDate(bom.matchedAt, 'yyyy-MM-dd HH:mm')}
            {page.changedCount > 0 && <b className="pc-bom-changed"> · 重新匹配后 {page.changedCount} 行有变化</b>}
          </p>
        </div>
        <Space>
          <Button loading={page.rematching} onClick={() => void page.runRematch()} data-testid="bom-rematch">
            重新匹配
          </Button>
          <Button onClick={() => void page.exportXlsx()} data-testid="bom-export">
            导出 Excel
          </Button>
        </Space>
      </div>
      <div className="pc-bom-stats">
        <div className="pc-bom-stat">
          <span>全部有货</span>
          <b className="is-full">{bom.summary.linesCovered}</b>
          <small>行</small>
        </div>
        <div className="pc-bom-stat">
          <span>部分</span>
          <b className="is-partial">{bom.summary.linesPartial}</b>
          <small>行</small>
        </div>
        <div className="pc-bom-stat">
          <span>无货</span>
          <b className="is-none">{bom.summary.linesNone}</b>
          <small>行</small>
        </div>
        <div className="pc-bom-stat pc-bom-stat-wide">
          <span>按数量覆盖</span>
          <Progress percent={facts.qtyPercent} size="small" />
          <small data-testid="bom-summary-qty">{facts.quantity}</small>
        </div>
        <div className="pc-bom-stat pc-bom-stat-wide" data-testid="bom-summary-totals">
          <span>预计金额（按选用报价）</span>
          <div className="pc-bom-totals">{facts.totals.length === 0 ? <b>—</b> : facts.totals.map((t) => <b key={t.unit}>{t.text}</b>)}</div>
        </div>
      </div>
    </section>
  );
}

function OfferCell({ offer, wanted }: { offer: BomOffer; wanted: number }) {
  return (
    <div className="pc-bom-offer" data-testid="bom-offer">
      <div className="pc-bom-offer-top">
        <span className="pc-bom-price" data-testid="bom-offer-price">
          {offerPrice(offer)}
        </span>
        <span className={offer.quantity >= wanted ? 'pc-bom-enough' : 'pc-bom-short'} data-testid="bom-offer-available">
          {availableText(offer, wanted)}
        </span>
      </div>
      <div className="pc-bom-offer-facts">
        {offer.goodsModel} · {offerFacts(offer)}
        {moqText(offer) && ` · ${moqText(offer)}`}
      </div>
    </div>
  );
}

function LineRow({ line, page }: { line: BomLineMatch; page: BomMatchPage }) {
  const stock = lineStock(line);
  const changes = changeTexts(page.changesOf(line), line.chosen?.priceUnit ?? 0);
  const refused = page.refusedReason(line.id);
  const checked = page.isSelected(line.id);
  return (
    <div className={`pc-bom-row ${checked ? 'is-checked' : ''}`} data-testid="bom-line" data-line={line.id}>
      <Checkbox checked={checked} onChange={(e) => page.toggle(line.id, e.target.checked)} aria-label={`选择第 ${line.row} 行`} />
      <span className="pc-bom-rownum">{line.row}</span>
      <div className="pc-bom-want">
        <span className="pc-bom-model">{line.goodsModel}</span>
        <span className="pc-bom-want-facts">
          需求 <b>{formatPieces(line.quantity)}</b>
          {wantedFacts(line) && ` · ${wantedFacts(line)}`}
        </span>
      </div>
      <div>
        <Tag color={CLASS_COLORS[line.matchClass]} data-testid="bom-line-class">
          {matchLabel(line)}
        </Tag>
        <div className={`pc-bom-stock is-${stock}`}>{LINE_STOCK_LABELS[stock]}</div>
      </div>
      <div className="pc-bom-offer-col">
        {line.chosen ? <OfferCell offer={line.chosen} wanted={line.quantity} /> : <span className="pc-bom-no-offer">货架上暂无该型号，可发起询价</span>}
        {changes.length > 0 && (
          <div className="pc-bom-changes" data-testid="bom-line-changes">
            {changes.map((c) => (
              <Tag key={c.text} color={c.tone === 'up' ? 'red' : c.tone === 'down' ? 'green' : 'default'}>
                {c.text}
              </Tag>
            ))}
          </div>
        )}
        {refused && (
          <div className="pc-bom-refused-line" data-testid="bom-line-refused">
            未通过：{refused}
          </div>
        )}
      </div>
      <div className="pc-bom-seller-col">{line.chosen && <SellerMark name={line.chosen.companyName} verified={line.chosen.companyVerified} rating={line.chosen.rating} />}</div>
      <div className="pc-bom-more-col">
        {line.offerCount > 1 && (
          <Button type="link" size="small" onClick={() => page.openOffers(line.id)} data-testid="bom-line-offers">
            其他 {line.offerCount - 1} 个报价
          </Button>
        )}
        {line.rfqId !== null && (
          <Link to={page.rfqPath(line.rfqId)} data-testid="bom-line-rfq">
            已询价 ›
          </Link>
        )}
      </div>
    </div>
  );
}

/** The toolbar over the lines: quick selections, the count, and the three moves. */
export function MatchToolbar({ page }: { page: BomMatchPage }) {
  return (
    <div className="pc-bom-toolbar" data-testid="bom-actions">
      <Space size={4} data-testid="bom-quick">
        <Checkbox
          checked={page.allSelected}
          indeterminate={page.selected.length > 0 && !page.allSelected}
          onChange={(e) => page.select(e.target.checked ? 'all' : 'clear')}
          data-testid="bom-select-all"
        >
          全选
        </Checkbox>
        <Button size="small" onClick={() => page.select('stocked')} data-testid="bom-select-stocked">
          选有货
        </Button>
        <Button size="small" onClick={() => page.select('none')} data-testid="bom-select-none">
          选未找到
        </Button>
        <span className="pc-bom-selected">
          已选 <b>{page.selected.length}</b> 行
        </span>
      </Space>
      <Space>
        <Button onClick={() => void page.openRfq()} data-testid="bom-rfq">
          询价
        </Button>
        <Button loading={page.busy} onClick={() => void page.makePreOrders()} data-testid="bom-pre-orders">
          生成意向单
        </Button>
        <Button type="primary" loading={page.busy} onClick={() => void page.addToCart()} data-testid="bom-to-cart">
          加入购物车
        </Button>
      </Space>
    </div>
  );
}

/** The lines as a table drawn window by window. */
export function MatchLines({ page }: { page: BomMatchPage }) {
  return (
    <section className="pc-card pc-bom-lines">
      <MatchToolbar page={page} />
      <div className="pc-bom-row pc-bom-row-head">
        <span />
        <span>行</span>
        <span>型号 / 需求</span>
        <span>匹配</span>
        <span>选用报价（价格 · 可供/需求 · 批次 · 起订）</span>
        <span>供应商</span>
        <span />
      </div>
      <VirtualLines items={page.lines} keyOf={(l) => l.id} estimate={72} testId="bom-lines" render={(line) => <LineRow line={line} page={page} />} />
    </section>
  );
}

/** The line's offers in a drawer; 选用 switches to one. */
export function OffersDrawer({ page }: { page: BomMatchPage }) {
  const line = page.offersLine;
  return (
    <Drawer open={line !== null} onClose={page.closeOffers} size={560} title={line ? `${line.goodsModel} 的 ${line.offerCount} 个报价` : ''} destroyOnHidden>
      {line && (
        <div data-testid="bom-offers">
          <p className="pc-bom-sub">需求 {formatPieces(line.quantity)}，按匹配度和价格排序</p>
          {page.offers.isPending ? (
            <Spin />
          ) : (
            (page.offers.data ?? []).map((offer) => {
              const current = line.chosen?.goodsId === offer.goodsId;
              return (
                <div key={offer.goodsId} className={`pc-bom-offer-row ${current ? 'is-current' : ''}`} data-testid="bom-offer-row">
                  <div className="pc-bom-offer-row-head">
                    <Tag color={CLASS_COLORS[offer.matchClass]}>{matchLabel(offer)}</Tag>
                    <SellerMark name={offer.companyName} verified={offer.companyVerified} rating={offer.rating} />
                    {current ? (
                      <Tag color="blue">当前选用</Tag>
                    ) : (
                      <Button size="small" type="primary" ghost loading={page.choosing} onClick={() => void page.chooseFor(offer.goodsId)} data-testid="bom-offer-choose">
                        选用
                      </Button>
                    )}
                  </div>
                  <OfferCell offer={offer} wanted={line.quantity} />
                </div>
              );
            })
          )}
        </div>
      )}
    </Drawer>
  );
}

/** 询价: deadline (3 days ahead by default) and remark for the selected lines. */
export function RfqModal({ page }: { page: BomMatchPage }) {
  const range = rfqDeadlineRange();
  return (
    <Modal
      open={page.rfqOpen}
      title="发起询价"
      okText="发送询价"
      cancelText="取消"
      confirmLoading={page.sendingRfq}
      onOk={() => void page.sendRfq()}
      onCancel={page.closeRfq}
      destroyOnHidden
    >
      <div data-testid="bom-rfq-sheet" className="pc-bom-rfq">
        <p className="pc-bom-sub">已选 {page.selected.length} 行：每行一个询价单，发给近 90 天上架过该型号的商家，并发布到求购大厅。</p>
        <label>报价截止</label>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={dayjs(page.deadline)}
          minDate={dayjs(range.min)}
          maxDate={dayjs(range.max)}
          allowClear={false}
          onChange={(d) => d && page.setDeadline(d.toDate())}
          style={{ width: '100%' }}
          data-testid="bom-rfq-deadline"
        />
        <label>备注</label>
        <Input.TextArea value={page.remark} onChange={(e) => page.setRemark(e.target.value)} placeholder="交期、包装、发票等要求（选填）" rows={3} maxLength={200} showCount data-testid="bom-rfq-remark" />
        {page.rfqError && <Alert type="error" showIcon title={page.rfqError} />}
      </div>
    </Modal>
  );
}

/** What 加入购物车 / 生成意向单 did, with each refused line and its reason. */
export function ResultModal({ page }: { page: BomMatchPage }) {
  const result = page.result;
  return (
    <Modal
      open={result !== null}
      title={result ? (result.kind === 'cart' ? `已加入购物车 ${result.added} 行` : `已生成 ${result.list.length} 个意向单`) : ''}
      onCancel={page.dismissResult}
      footer={
        result?.kind === 'cart' && result.added > 0 ? (
          <Space>
            <Button onClick={page.dismissResult}>继续配单</Button>
            <Button type="primary" onClick={page.goCart} data-testid="bom-go-cart">
              去购物车结算
            </Button>
          </Space>
        ) : (
          <Button type="primary" onClick={page.dismissResult}>
            知道了
          </Button>
        )
      }
    >
      {result && (
        <div data-testid="bom-result">
          <p className="pc-bom-sub">{resultLead(result)}</p>
          {result.kind === 'preOrders' && result.list.length > 0 && (
            <ul className="pc-bom-result-list">
              {result.list.map((p) => (
                <li key={p.id}>
                  <Link to={page.preOrderPath(p.id)} data-testid="bom-result-pre-order">
                    {p.orderNo} · {p.goodsName}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {result.refused.length > 0 && (
            <Alert
              type="warning"
              title={`${result.refused.length} 行未通过`}
              description={
                <ul className="pc-bom-result-list" data-testid="bom-result-refused">
                  {result.refused.map((r) => (
                    <li key={r.lineId}>
                      <b>第 {r.row} 行</b> {r.goodsModel}：{r.reason}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      )}
    </Modal>
  );
}
