import { useParams } from 'react-router';
import { MarketHome } from '@/features/market/components/common/market-home';
import { PartView } from '@/features/market/components/common/part-view';
import { AlertsView } from '@/features/market/components/common/alerts-view';
import type { MarketEnv } from '@/features/market/model/market-env';
import { PageTop } from '@/components/mobile/page-top';
import { useBack } from '@/components/mobile/navigation';
import { loginPath } from '@/components/mobile/require-login';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './market.module.css';

/**
 * The toast loads on the first message (antd-mobile's Toast brings its mask and the spring library, about 20 KB
 * gzip): the 行情 page's first paint needs none (Lighthouse mobile ≥ 90).
 */
const toast = (text: string) => void import('@/components/mobile/toast').then(({ toast: show }) => show(text));

function useMarketEnv(): MarketEnv {
  const navigate = useAppNavigate();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return { notify: toast, warn: toast, base: '', loggedIn, onLoginFirst: (target) => navigate(loginPath(target)) };
}

/** 行情 (/market): search, the baskets' indices and the day's movers; 我的价格提醒 for a logged-in trader. */
export function Component() {
  const back = useBack();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return (
    <div className={styles.page}>
      <PageTop title="行情" onBack={back} />
      <MarketHome base="" alertsLink={loggedIn} />
    </div>
  );
}

/** A part number's 行情 (/market/:model): figures, 提醒我, 导出CSV, chart and daily table. */
export function MarketPartPage() {
  const back = useBack();
  const model = useParams().model ?? '';
  const env = useMarketEnv();
  return (
    <div className={styles.page}>
      <PageTop title="型号行情" onBack={back} />
      <PartView key={model} model={model} env={env} />
    </div>
  );
}

/** 价格提醒 (/market/alerts, 我的服务): my alerts, each deletable. Behind the login guard. */
export function MarketAlertsPage() {
  const back = useBack();
  const env = useMarketEnv();
  return (
    <div className={styles.page}>
      <PageTop title="价格提醒" onBack={back} />
      <AlertsView env={env} />
    </div>
  );
}
