import { Link } from 'react-router';
import { marketBadgeText } from '@mts/shared/market';
import { useMarketPanel } from '../../api/get-market';
import { partPath } from '../../model/market-format';
import { Insufficient, MarketFacts, partSeries } from './market-facts';
import { PriceChart } from './price-chart';
import styles from './market.module.css';

type PanelProps = { goodsId: number; base: '' | '/pc'; chartHeight?: number };

/**
 * The price panel of a product detail (issue 25): the listing's part number in its currency — last deal, today's ask
 * and bid sides, the 7- and 30-day changes, the 90-day chart — or 数据不足. Nothing when the part has no figures at
 * all (a request that failed or a part number the market has never seen). Loaded as its own chunk by the pages.
 */
export function PricePanel({ goodsId, base, chartHeight = 200 }: PanelProps) {
  const panel = useMarketPanel(goodsId);
  if (panel.isPending) return <section className={`${styles.panel} ${styles.panelPending}`} data-testid="price-panel-pending" />;
  const data = panel.data;
  if (!data) return null;
  const chart = partSeries(data.series);
  return (
    <section className={styles.panel} data-testid="price-panel">
      <header className={styles.panelHead}>
        <h2>
          市场行情 <span className={styles.panelModel}>{data.display}</span>
          <span className={styles.currencyTag}>{data.currency === 10 ? '美元' : '人民币'}</span>
        </h2>
        <Link to={partPath(base, data.display, data.currency)} className={styles.more} data-testid="price-panel-more">
          详细行情 ›
        </Link>
      </header>
      <MarketFacts header={data} />
      {data.insufficient ? (
        <Insufficient header={data} />
      ) : (
        <PriceChart days={chart.days} series={chart.series} currency={data.currency} height={chartHeight} testId="price-panel-chart" />
      )}
      <p className={styles.note}>
        数据来自本平台货源报价、求购目标价与已完成订单{data.asOf ? `，更新至 ${data.asOf}` : ''}
      </p>
    </section>
  );
}

/** 低于市场 x% / 高于市场 x% / 与市场持平 beside the listing's price; nothing when the market has too little data. */
export function MarketBadge({ goodsId }: { goodsId: number }) {
  const panel = useMarketPanel(goodsId);
  const badge = panel.data?.badge;
  if (!panel.data) return null;
  if (!badge) {
    return panel.data.insufficient ? (
      <span className={`${styles.badge} ${styles.badgeNone}`} data-testid="market-badge">
        行情数据不足
      </span>
    ) : null;
  }
  return (
    <span className={`${styles.badge} ${styles[`badge_${badge.kind}`]}`} data-testid="market-badge">
      {marketBadgeText(badge.kind, badge.pct)}
    </span>
  );
}
