import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatPrice, formatQuantity } from '@mts/shared/format';
import { preOrderDetailQueryOptions } from '@/features/trade/api/get-pre-orders';
import { NEXT_STEPS, parseIds } from '@/features/trade/model/success';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { SuccessTick } from '@/components/mobile/success-card';
import sub from './sub-page.module.css';
import styles from './trade-buy.module.css';

/** /preOrderSuccess?ids=1,2: the intention orders just submitted, what happens next, 查看意向单 and 返回首页. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const ids = parseIds(params.get('ids'));
  const details = useQueries({ queries: ids.map((id) => preOrderDetailQueryOptions(id)) });
  const detailPath = (id: number) => `/preOrderDetail/${id}`;

  return (
    <div className={sub.page} data-testid="pre-order-success">
      <NavBar className={sub.nav} onBack={() => navigate('/home', { replace: true })}>
        提交成功
      </NavBar>
      <div className={sub.state}>
        <span className={sub.stateIcon}>
          <SuccessTick />
        </span>
        <p className={sub.stateTitle}>意向单已提交</p>
        <p className={sub.stateText}>共 {ids.length} 张意向单，当前状态：待确认</p>
      </div>
      <div className={styles.card} data-testid="success-orders">
        <h2 className={styles.cardTitle}>意向单</h2>
        {ids.map((id, i) => {
          const d = details[i]?.data;
          return (
            <div key={id} className={styles.orderNo} data-testid="success-order">
              <span>
                <b>{d?.orderNo ?? `意向单 ${id}`}</b>
                {d && (
                  <span className={sub.stateText}>
                    {' '}
                    {d.goodsModel} × {formatQuantity(d.quantity)} · {formatPrice(d.amount, d.priceUnit)}
                  </span>
                )}
              </span>
              {isAvailable(detailPath(id)) && (
                <a onClick={() => navigate(detailPath(id))} data-testid="see-pre-order">
                  查看意向单
                </a>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>接下来</h2>
        <ol className={styles.steps}>
          {NEXT_STEPS.map((s) => (
            <li key={s.status}>
              <b>{s.status}</b>
              {s.who}：{s.text}
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.actions}>
        {ids.length === 1 && isAvailable(detailPath(ids[0]!)) && (
          <Button block color="primary" shape="rounded" onClick={() => navigate(detailPath(ids[0]!))}>
            查看意向单
          </Button>
        )}
        <Button block fill="outline" color="primary" shape="rounded" onClick={() => navigate('/home', { replace: true })} data-testid="success-home">
          返回首页
        </Button>
      </div>
    </div>
  );
}
