import DotLoading from 'antd-mobile/es/components/dot-loading';
import Tabs from 'antd-mobile/es/components/tabs';
import { formatDate } from '@mts/shared/format';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { InfiniteListFooter } from '@/components/mobile/infinite-list-footer';
import { countdownText, isOpen, isUrgent, quoteCountText, rfqStatusText, wantedText } from '../../model/rfq-facts';
import { RFQ_ROLE_TABS, RFQ_STATUS_FILTERS, type MyRfqPage, type RfqRole } from '../../model/rfq-list-page';
import styles from './rfq.module.css';

/** 我发起的 / 我收到的 and the status chips, under the page's top. */
export function RfqFilters({ page }: { page: MyRfqPage }) {
  return (
    <>
      <Tabs className={styles.tabs} activeKey={page.role} onChange={(key) => page.setRole(key as RfqRole)}>
        {RFQ_ROLE_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <div className={styles.chips} data-testid="rfq-status">
        {RFQ_STATUS_FILTERS.map((f) => (
          <button key={f.key} type="button" className={page.status === f.key ? styles.chipOn : ''} onClick={() => page.setStatus(f.key)}>
            {f.title}
          </button>
        ))}
      </div>
    </>
  );
}

/** The RFQs: part number, what is wanted, status, countdown and quote count; a tap opens one. */
export function RfqList({ page }: { page: MyRfqPage }) {
  const { pagesQuery } = page;
  if (pagesQuery.isPending)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  if (page.rows.length === 0)
    return (
      <EmptyBlock
        description={page.role === 'buyer' ? '还没有询价，在BOM配单里勾选未找到的型号即可发起询价' : '还没有收到询价，上架库存后买家询价会第一时间通知您'}
        testId="rfq-empty"
        className={styles.empty}
      />
    );
  return (
    <div className={styles.list} data-testid="rfq-list">
      {page.rows.map((rfq) => {
        const open = isOpen(rfq, page.now);
        return (
          <button key={rfq.id} type="button" className={styles.row} onClick={() => page.open(rfq.id)} data-testid="rfq-row">
            <span className={styles.rowHead}>
              <span className={styles.model}>{rfq.goodsModel}</span>
              <span className={`${styles.status} ${open ? styles.statusOpen : ''}`}>{open ? rfqStatusText(rfq.status) : rfq.status === 0 ? '已截止' : rfqStatusText(rfq.status)}</span>
            </span>
            <span className={styles.rowWanted}>
              {rfq.brandName && `${rfq.brandName} · `}
              {wantedText(rfq)}
            </span>
            <span className={styles.rowFoot}>
              <span className={open && isUrgent(rfq.deadline, page.now) ? styles.urgent : styles.countdown} data-testid="rfq-countdown">
                {open ? countdownText(rfq.deadline, page.now) : `截止 ${formatDate(rfq.deadline, 'MM-dd HH:mm')}`}
              </span>
              <span className={styles.quoteCount} data-testid="rfq-quote-count">
                {quoteCountText(rfq, page.role)}
              </span>
            </span>
          </button>
        );
      })}
      <InfiniteListFooter fetchNextPage={pagesQuery.fetchNextPage} hasNextPage={pagesQuery.hasNextPage} classNames={{ failed: styles.footer, loading: styles.footer, finished: styles.footer }} />
    </div>
  );
}
