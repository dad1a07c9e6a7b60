import NavBar from 'antd-mobile/es/components/nav-bar';
import { ChoiceChips } from '@/components/mobile/choice-chips';
import { PreOrderList } from '@/features/trade/components/mobile/pre-order-list';
import tradeStyles from '@/features/trade/components/mobile/orders.module.css';
import { usePreOrderListQuery } from '@/features/trade/model/order-pages';
import { PRE_ORDER_FILTERS, preOrderDetailPath } from '@/features/trade/model/pre-order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './orders.module.css';

/** My intention orders, one side (`role`) or both, with the status filter in ?status=. */
function PreOrdersPage({ role, title }: { role?: 'buyer'; title: string }) {
  const navigate = useAppNavigate();
  const back = useBack();
  const { filter: status, setFilter } = usePreOrderListQuery({ replace: true });

  return (
    <div className={styles.page} data-testid={role ? 'pre-orders-buyer' : 'pre-orders'}>
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          {title}
        </NavBar>
        <ChoiceChips
          options={PRE_ORDER_FILTERS.map((f) => ({ value: f.value, label: f.title }))}
          value={status}
          onChange={(v) => setFilter(v === undefined ? undefined : String(v))}
          role="tab"
          classNames={{ group: tradeStyles.filters, chip: tradeStyles.filter, on: tradeStyles.filterOn }}
          testId="pre-order-filters"
        />
      </div>
      <PreOrderList key={`${role}-${status}`} role={role} status={status} onOpen={(id) => navigate(preOrderDetailPath(id))} />
    </div>
  );
}

/** 我的意向单 (/myxg/myOrderIntention): both sides. */
export const IntentionsPage = () => <PreOrdersPage title="我的意向单" />;
/** 我是买家 (/myxg/myPreOrderList): the intention orders I buy with. */
export const BuyerPreOrdersPage = () => <PreOrdersPage role="buyer" title="我是买家" />;
