import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { useRateOrder } from '@/features/rating/api/rate-order';
import { EvaluateList } from '@/features/rating/components/mobile/evaluate-list';
import { useEvaluatePage } from '@/features/rating/hooks/use-evaluate-page';
import { EVALUATE_TABS, evaluateTabFromQuery, focusOrderIdFromQuery } from '@/features/rating/model/rating-view';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './orders.module.css';
import ratingStyles from './my-evaluate.module.css';

/**
 * 订单评价 (/myxg/myEvaluate?tab=&orderId=): 待评价 (my completed orders with a target still open) and 已评价 (what I
 * rated). Each open target has its form (stars, tags, text); ?orderId= (an order's 去评价) opens that order's form.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = evaluateTabFromQuery(searchParams.get('tab'));
  const focus = focusOrderIdFromQuery(searchParams.get('orderId'));
  const back = useBack();
  const page = useEvaluatePage(tab, focus, Limits.goodsPageSize, Limits.listLoadDelayMs);
  const rate = useRateOrder();

  const switchTab = (key: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', key);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="my-evaluate">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          订单评价
        </NavBar>
        <Tabs activeKey={String(tab)} onChange={switchTab} className={styles.tabs} data-testid="evaluate-tabs">
          {EVALUATE_TABS.map((t) => (
            <Tabs.Tab key={String(t.tab)} title={t.title} />
          ))}
        </Tabs>
      </div>
      {page.missing && (
        <p className={ratingStyles.notice} data-testid="evaluate-missing">
          {tab === 0 ? '该订单暂无待评价的对象' : '您还没有评价过该订单'}
          <button type="button" className={ratingStyles.noticeLink} onClick={() => switchTab(tab === 0 ? '1' : '0')}>
            查看{tab === 0 ? '已评价' : '待评价'}
          </button>
        </p>
      )}
      <EvaluateList
        key={tab}
        tab={tab}
        page={page}
        onRate={async (body) => {
          await rate.mutateAsync(body);
          toast(MoneyMsg.rateOk);
          page.setOpenForm(null);
        }}
      />
    </div>
  );
}
