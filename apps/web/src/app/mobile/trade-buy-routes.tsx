import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { payTitle } from '@/features/trade/model/pay-title';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';

const meta = (m: RouteMeta) => ({ meta: m });

/** Guarded paths of the spec that this area builds (the identity routes stop treating them as guard-only). */
export const TRADE_BUY_GUARDED_PATHS: ReadonlySet<string> = new Set(['/pay']);

/**
 * Buying (issue 10): /cart (its own 请先登录 state), and behind the login guard /buy?goodsId=[&mode=quote],
 * /pay?mode=cart&cartIds=… and /preOrderSuccess?ids=…. Paying an order (issue 11): /pay?mode=order&orderId=,
 * /externalPayInfo?orderId= (the escrow account) and /externalPay?orderId= (record a bank transfer). BOM配单 and
 * 询价 (issue 24): /bom (paste or upload, 我的BOM), /bom/:id (the match page), /rfq (我的询价), /rfq/:id. 行情
 * (issue 25): /market, /market/:model, and behind the guard /market/alerts (价格提醒).
 */
export const tradeBuyRoutes: RouteObject[] = [
  { path: 'cart', handle: meta({ title: '购物车', bg: '#f5f6f8' }), lazy: lazyPage('cart') },
  // 行情 (issue 25): public pages; 价格提醒 needs a login.
  { path: 'market', handle: meta({ title: '行情', bg: '#f5f6f8' }), lazy: lazyPage('market') },
  { path: 'market/:model', handle: meta({ title: '型号行情', bg: '#f5f6f8' }), lazy: lazyPage('market', 'MarketPartPage') },
  {
    element: <RequireLogin />,
    children: [
      { path: 'buy', handle: meta({ title: '立即购买', bg: '#f5f6f8' }), lazy: lazyPage('buy') },
      { path: 'pay', handle: meta({ title: '确认意向单', titleFor: payTitle, bg: '#f5f6f8' }), lazy: lazyPage('pay') },
      { path: 'preOrderSuccess', handle: meta({ title: '提交成功', bg: '#f5f6f8' }), lazy: lazyPage('pre-order-success') },
      { path: 'externalPayInfo', handle: meta({ title: '银行转账', bg: '#f5f6f8' }), lazy: lazyPage('external-pay-info') },
      { path: 'externalPay', handle: meta({ title: '登记转账', bg: '#f5f6f8' }), lazy: lazyPage('external-pay') },
      { path: 'bom', handle: meta({ title: 'BOM配单', bg: '#f5f6f8' }), lazy: lazyPage('bom') },
      { path: 'bom/:id', handle: meta({ title: 'BOM配单', bg: '#f5f6f8' }), lazy: lazyPage('bom', 'BomMatchPage') },
      { path: 'rfq', handle: meta({ title: '我的询价', bg: '#f5f6f8' }), lazy: lazyPage('rfq') },
      { path: 'rfq/:id', handle: meta({ title: '询价详情', bg: '#f5f6f8' }), lazy: lazyPage('rfq', 'RfqDetailPage') },
      { path: 'market/alerts', handle: meta({ title: '价格提醒', bg: '#f5f6f8' }), lazy: lazyPage('market', 'MarketAlertsPage') },
    ],
  },
];
