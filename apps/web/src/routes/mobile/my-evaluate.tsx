import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { Limits } from '@mts/shared/constants';
import { EvaluateList } from '@/features/rating/components/mobile/evaluate-list';
import { EVALUATE_TABS } from '@/features/rating/model/rating-view';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './orders.module.css';
import ratingStyles from './my-evaluate.module.css';
import { missingNotice, useMyEvaluatePage } from '@/features/rating/model/evaluate-page';

/**
 * 订单评价 (/myxg/myEvaluate?tab=&orderId=): 待评价 (my completed orders with a target still open) and 已评价 (what I
 * rated). Each open target has its form (stars, tags, text); ?orderId= (an order's 去评价) opens that order's form.
 */
export function Component() {
  const back = useBack();
  const { tab, page, switchTab, rate } = useMyEvaluatePage(toast, Limits.listLoadDelayMs);
  const missing = missingNotice(tab);

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
          {missing.text}
          <button type="button" className={ratingStyles.noticeLink} onClick={() => switchTab(missing.otherTab)}>
            {missing.link}
          </button>
        </p>
      )}
      <EvaluateList
        key={tab}
        tab={tab}
        page={page}
        onRate={rate}
      />
    </div>
  );
}
