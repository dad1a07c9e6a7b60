import { App, Breadcrumb } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MarketHome } from '@/features/market/components/common/market-home';
import { PartView } from '@/features/market/components/common/part-view';
import { AlertsView } from '@/features/market/components/common/alerts-view';
import type { MarketEnv } from '@/features/market/model/market-env';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { useSession } from '@/lib/session';
import './market.css';

function useMarketEnv(): MarketEnv {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return {
    notify: (text) => void message.success(text),
    warn: (text) => void message.warning({ content: text, key: text }),
    base: '/pc',
    loggedIn,
    // logged out: the login dialog opens (backUrl) and returns to what was asked
    onLoginFirst: (target) => {
      const params = new URLSearchParams(search);
      params.set('backUrl', target);
      navigate(`${pathname}?${params.toString()}`);
    },
  };
}

/** /pc/market (行情): search, the baskets' indices and the day's movers. */
export function MarketPage() {
  useDocumentTitle('行情');
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return (
    <div className="pc-container pc-market">
      <div className="pc-market-title">
        <h1>存储行情</h1>
        <p>本平台货源报价、求购目标价与成交价格的每日统计</p>
      </div>
      <MarketHome base="/pc" alertsLink={loggedIn} />
    </div>
  );
}

/** /pc/market/:model: a part number's figures, chart, daily table, 导出CSV and 提醒我. */
export function MarketPartPage() {
  const model = useParams().model ?? '';
  useDocumentTitle(`${model} 行情`);
  const env = useMarketEnv();
  return (
    <div className="pc-container pc-market">
      <Breadcrumb className="pc-market-crumbs" items={[{ title: <Link to="/pc/home">首页</Link> }, { title: <Link to="/pc/market">行情</Link> }, { title: model }]} />
      <PartView key={model} model={model} env={env} />
    </div>
  );
}

/** /pc/market/alerts (价格提醒, 我的服务 in the user centre): my alerts, each deletable. */
export function MarketAlertsPage() {
  useDocumentTitle('价格提醒');
  const env = useMarketEnv();
  return (
    <div className="pc-market-alerts">
      <AlertsView env={env} />
    </div>
  );
}
