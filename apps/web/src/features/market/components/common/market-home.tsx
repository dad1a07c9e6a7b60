import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MARKET_CURRENCY_LABELS, type MarketCurrency } from '@mts/shared/market';
import type { MarketIndexItem, MarketMover } from '@mts/shared/schemas';
import { useDebounced } from '@/lib/use-debounced';
import { useMarketIndex, useMarketIndices, useMarketMovers, useMarketSearch } from '../../api/get-market';
import { changeTone, indexValue, marketPrice, partPath } from '../../model/market-format';
import { LINE_COLOURS } from './chart-types';
import { Change } from './market-facts';
import { PriceChart } from './price-chart';
import { Sparkline } from './sparkline';
import styles from './market.module.css';

type Base = '' | '/pc';

/** The page's currency from ?currency= (0 ¥ by default; ¥ and $ are never mixed on one list). */
export function useMarketCurrency(): [MarketCurrency, (c: MarketCurrency) => void] {
  const [params, setParams] = useSearchParams();
  const currency: MarketCurrency = params.get('currency') === '10' ? 10 : 0;
  const set = (c: MarketCurrency) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (c === 0) next.delete('currency');
        else next.set('currency', String(c));
        return next;
      },
      { replace: true },
    );
  return [currency, set];
}

/** ¥ / $ switch. */
export function CurrencySwitch({ value, onChange }: { value: MarketCurrency; onChange: (c: MarketCurrency) => void }) {
  return (
    <div className={styles.switch} role="tablist" aria-label="币种" data-testid="market-currency">
      {([0, 10] as const).map((c) => (
        <button key={c} type="button" role="tab" aria-selected={value === c} className={value === c ? styles.switchOn : undefined} onClick={() => onChange(c)}>
          {MARKET_CURRENCY_LABELS[c]}
        </button>
      ))}
    </div>
  );
}

/**
 * Search by part number: type-ahead over the part numbers with figures (a part in each currency it trades in, the
 * page's currency first); Enter opens the first, else the typed part.
 */
export function MarketSearch({ base, currency }: { base: Base; currency: MarketCurrency }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const results = useMarketSearch(q);
  const found = q ? (results.data ?? []) : [];
  const rows = [...found.filter((r) => r.currency === currency), ...found.filter((r) => r.currency !== currency)];
  return (
    <div className={styles.search}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const first = rows[0];
          if (first) navigate(partPath(base, first.display, first.currency || undefined));
          else if (text.trim()) navigate(partPath(base, text.trim()));
        }}
      >
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="输入型号，如 K4A8G165WC"
          aria-label="按型号搜索行情"
          enterKeyHint="search"
          data-testid="market-search-input"
        />
        <button type="submit">查行情</button>
      </form>
      {q !== '' && results.isSuccess && (
        <ul className={styles.searchList} data-testid="market-search-results">
          {rows.length === 0 ? (
            <li className={styles.muted}>没有找到「{q}」的行情</li>
          ) : (
            rows.map((r) => (
              <li key={`${r.model}-${r.currency}`}>
                <Link to={partPath(base, r.display, r.currency || undefined)} data-testid="market-search-row">
                  <span className={styles.rowModel}>{r.display}</span>
                  <span className={styles.muted}>{r.brand ?? ''}</span>
                  <span className={styles.rowPrice}>{marketPrice(r.price, r.currency)}</span>
                  <Change value={r.change7d} />
                </Link>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

function IndexCard({ item, selected, onSelect }: { item: MarketIndexItem; selected: boolean; onSelect: () => void }) {
  return (
    <button type="button" className={`${styles.indexCard} ${selected ? styles.indexOn : ''}`} onClick={onSelect} aria-pressed={selected} data-testid="market-index">
      <span className={styles.indexName}>{item.name}</span>
      <span className={styles.indexValue}>{indexValue(item.value)}</span>
      <span className={styles.indexChange}>
        日 <Change value={item.change1d} /> · 周 <Change value={item.change7d} />
      </span>
      <Sparkline values={item.spark.filter((v): v is number => v !== null)} tone={changeTone(item.change7d)} />
    </button>
  );
}

/** One index opened: its 90-day line and its member part numbers. */
function IndexDetail({ code, base, currency }: { code: string; base: Base; currency: number }) {
  const detail = useMarketIndex(code);
  if (!detail.data) return <div className={`${styles.indexDetail} ${styles.panelPending}`} />;
  const d = detail.data;
  return (
    <div className={styles.indexDetail} data-testid="market-index-detail">
      <h3>
        {d.name} <small>基期 = 1000 · {d.prefixes.join(' / ')}</small>
      </h3>
      <PriceChart
        days={d.series.map((p) => p.day)}
        series={[{ key: 'index', label: '指数', color: LINE_COLOURS.index, values: d.series.map((p) => p.value) }]}
        currency={currency}
        unit="index"
        height={180}
        testId="market-index-chart"
      />
      {d.parts.length > 0 && (
        <ul className={styles.members}>
          {d.parts.map((p) => (
            <li key={p.model}>
              <Link to={partPath(base, p.display, d.currency || undefined)}>
                <span className={styles.rowModel}>{p.display}</span>
                <span className={styles.rowPrice}>{marketPrice(p.price, d.currency)}</span>
                <Change value={p.change7d} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MoverRows({ rows, base, testId }: { rows: readonly MarketMover[]; base: Base; testId: string }) {
  if (rows.length === 0) return <p className={styles.muted}>今日暂无</p>;
  return (
    <ol className={styles.movers} data-testid={testId}>
      {rows.map((m) => (
        <li key={`${m.model}-${m.currency}`}>
          <Link to={partPath(base, m.display, m.currency || undefined)}>
            <span className={styles.rowModel}>{m.display}</span>
            <span className={styles.muted}>{m.brand ?? ''}</span>
            <span className={styles.rowPrice}>{marketPrice(m.price, m.currency)}</span>
            <Change value={m.change} />
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * 行情 (/market, /pc/market): search by part number, the baskets' indices (value, changes, sparkline; one opens its
 * chart and members), the day's biggest movers (7-day change), in one currency at a time.
 */
export function MarketHome({ base, alertsLink }: { base: Base; alertsLink?: boolean }) {
  const [currency, setCurrency] = useMarketCurrency();
  const indices = useMarketIndices(currency);
  const movers = useMarketMovers(currency);
  const [open, setOpen] = useState<string | null>(null);
  const items = indices.data ?? [];
  return (
    <div className={styles.home} data-testid="market-page">
      <div className={styles.toolbar}>
        <MarketSearch base={base} currency={currency} />
        <CurrencySwitch value={currency} onChange={setCurrency} />
      </div>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          价格指数 <small>各篮子成员型号成交均价（无成交取卖价中位）加权，首日 = 1000</small>
        </h2>
        {indices.isPending ? (
          <div className={styles.indexGrid}>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={`${styles.indexCard} ${styles.panelPending}`} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className={styles.muted}>该币种暂无指数</p>
        ) : (
          <div className={styles.indexGrid} data-testid="market-indices">
            {items.map((item) => (
              <IndexCard key={item.code} item={item} selected={open === item.code} onSelect={() => setOpen(open === item.code ? null : item.code)} />
            ))}
          </div>
        )}
        {open && <IndexDetail code={open} base={base} currency={currency} />}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          今日涨跌榜 <small>较 7 日前</small>
          {movers.data?.day && <small>{movers.data.day}</small>}
        </h2>
        <div className={styles.moverCols}>
          <div>
            <h3 className={styles.up}>涨幅榜</h3>
            <MoverRows rows={movers.data?.up ?? []} base={base} testId="market-movers-up" />
          </div>
          <div>
            <h3 className={styles.down}>跌幅榜</h3>
            <MoverRows rows={movers.data?.down ?? []} base={base} testId="market-movers-down" />
          </div>
        </div>
      </section>
      {alertsLink && (
        <Link to={`${base}/market/alerts`} className={styles.alertsLink} data-testid="market-alerts-link">
          我的价格提醒 ›
        </Link>
      )}
      <p className={styles.note}>行情由本平台货源报价、求购目标价与已完成订单计算，仅供参考；单笔异常报价按规则剔除。</p>
    </div>
  );
}
