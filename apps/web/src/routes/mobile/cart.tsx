import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { Msg } from '@mts/shared/messages';
import { CartLineRow } from '@/features/trade/components/mobile/cart-line';
import { useCartPage } from '@/features/trade/hooks/use-cart-page';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { loginPath } from '@/components/mobile/require-login';
import { toast } from '@/components/mobile/toast';
import sub from './sub-page.module.css';
import styles from './trade-buy.module.css';

/** 购物车 /cart (spec sections 2, 4, 5): lines checked on load, 编辑/完成, select-all, total per currency, 结算(n) or 删除. */
export function Component() {
  const navigate = useAppNavigate();
  const back = useBack();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  const page = useCartPage({ enabled: loggedIn, notify: toast, checkout: navigate });
  const { state } = page;
  const hasLines = page.loaded && page.count > 0;

  return (
    <div className={`${sub.page} ${hasLines ? styles.withBar : ''}`} data-testid="cart-page">
      <NavBar
        className={sub.nav}
        onBack={back}
        right={
          hasLines ? (
            <button type="button" className={styles.navText} onClick={page.toggleEdit} data-testid="cart-edit">
              {state.editing ? '完成' : '编辑'}
            </button>
          ) : null
        }
      >
        购物车{hasLines ? <span className={styles.count} data-testid="cart-count">（{page.count}）</span> : null}
      </NavBar>

      {!loggedIn ? (
        <div className={sub.state} data-testid="cart-login">
          <p className={sub.stateTitle}>{Msg.loginFirst}</p>
          <p className={sub.stateText}>登录后查看购物车中的商品</p>
          <Button className={sub.stateButton} color="primary" shape="rounded" onClick={() => navigate(loginPath('/cart'))}>
            去登录
          </Button>
        </div>
      ) : page.cart.isError ? (
        <div className={sub.state}>
          <p className={sub.stateTitle}>{Msg.listLoadFailed}</p>
          <Button className={sub.stateButton} color="primary" fill="outline" shape="rounded" onClick={() => void page.cart.refetch()}>
            重新加载
          </Button>
        </div>
      ) : !page.loaded ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : page.count === 0 ? (
        <div className={sub.state} data-testid="cart-empty">
          <p className={sub.stateTitle}>您的购物车是空的</p>
          <p className={sub.stateText}>快去逛逛吧</p>
          <Button className={sub.stateButton} color="primary" shape="rounded" onClick={() => navigate('/')}>
            去逛逛
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.hint}>共 {page.count} 件商品{state.editing ? '，选择要删除的商品' : ''}</p>
          {state.lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              checked={page.isChecked(line.id)}
              selectable={page.isSelectable(line)}
              onToggle={() => page.toggle(line.id)}
              onQuantity={(n) => page.setQuantity(line, n)}
              onOpen={() => navigate(`/prodetail/${line.goods_id}`)}
            />
          ))}
          <div className={styles.bottomBar} data-testid="cart-bar">
            <Checkbox checked={page.allChecked} onChange={page.toggleAll} data-testid="check-all">
              全选
            </Checkbox>
            {!state.editing && (
              <div className={styles.total}>
                合计：<strong data-testid="cart-total">{page.total}</strong>
              </div>
            )}
            <Button
              className={styles.barButton}
              color={state.editing ? 'danger' : 'primary'}
              fill={state.editing ? 'outline' : 'solid'}
              shape="rounded"
              loading={page.busy}
              onClick={page.press}
              data-testid="cart-action"
            >
              {page.button.label}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
