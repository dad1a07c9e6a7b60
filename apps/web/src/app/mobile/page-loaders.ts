/**
 * Every phone page except the home and its tab layout (what the home's first paint needs), one lazily loaded
 * module away from the route tables. Each import() in a module costs that module's chunk a list of the page's
 * files (Vite's preload list); here those lists sit in this small chunk, fetched when the first page other than the
 * home opens, instead of in the phone's first chunk (mobile-app). The route tables reach it through `lazyPage`
 * (lazy-page.ts), its only importer. Add a page here, keyed by its file name, and route it with `lazyPage('key')`.
 */
export const pageLoaders = {
  // Tab pages other than the home, search and goods.
  category: () => import('@/routes/mobile/category'),
  clue: () => import('@/routes/mobile/clue'),
  follow: () => import('@/routes/mobile/follow'),
  user: () => import('@/routes/mobile/user'),
  search: () => import('@/routes/mobile/search'),
  searchlist: () => import('@/routes/mobile/searchlist'),
  prodetail: () => import('@/routes/mobile/prodetail'),
  // Identity and the user centre.
  login: () => import('@/routes/mobile/login'),
  'qr-login': () => import('@/routes/mobile/qr-login'),
  agreement: () => import('@/routes/mobile/agreement'),
  'my-balance': () => import('@/routes/mobile/my-balance'),
  'my-home': () => import('@/routes/mobile/my-home'),
  'my-security': () => import('@/routes/mobile/my-security'),
  realname: () => import('@/routes/mobile/realname'),
  applybroker: () => import('@/routes/mobile/applybroker'),
  'company-verify': () => import('@/routes/mobile/company-verify'),
  // Publishing and my listings.
  publish: () => import('@/routes/mobile/publish'),
  'publish-success': () => import('@/routes/mobile/publish-success'),
  'my-publish-clue': () => import('@/routes/mobile/my-publish-clue'),
  'clue-detail': () => import('@/routes/mobile/clue-detail'),
  'my-sale-goods': () => import('@/routes/mobile/my-sale-goods'),
  'my-stock': () => import('@/routes/mobile/my-stock'),
  // Dispatch.
  'pending-follow': () => import('@/routes/mobile/pending-follow'),
  'follow-detail': () => import('@/routes/mobile/follow-detail'),
  'publish-goods': () => import('@/routes/mobile/publish-goods'),
  'follow-success': () => import('@/routes/mobile/follow-success'),
  // Buying.
  cart: () => import('@/routes/mobile/cart'),
  buy: () => import('@/routes/mobile/buy'),
  pay: () => import('@/routes/mobile/pay'),
  'pre-order-success': () => import('@/routes/mobile/pre-order-success'),
  // BOM配单 and 询价 (issue 24).
  bom: () => import('@/routes/mobile/bom'),
  rfq: () => import('@/routes/mobile/rfq'),
  // 行情 (issue 25).
  market: () => import('@/routes/mobile/market'),
  // Paying an order by bank transfer (issue 11).
  'external-pay-info': () => import('@/routes/mobile/external-pay-info'),
  'external-pay': () => import('@/routes/mobile/external-pay'),
  // The traders' orders.
  'pre-orders': () => import('@/routes/mobile/pre-orders'),
  'pre-order-detail': () => import('@/routes/mobile/pre-order-detail'),
  orders: () => import('@/routes/mobile/orders'),
  'order-detail': () => import('@/routes/mobile/order-detail'),
  // The staff's trade pages.
  'staff-pre-order': () => import('@/routes/mobile/staff-pre-order'),
  'generate-contract': () => import('@/routes/mobile/generate-contract'),
  'confirm-contract': () => import('@/routes/mobile/confirm-contract'),
  'sw-home': () => import('@/routes/mobile/sw-home'),
  'my-create-order': () => import('@/routes/mobile/my-create-order'),
  // Fulfilment: inspection and ratings.
  'my-inspections': () => import('@/routes/mobile/my-inspections'),
  'inspection-detail': () => import('@/routes/mobile/inspection-detail'),
  'my-evaluate': () => import('@/routes/mobile/my-evaluate'),
  'my-ratings': () => import('@/routes/mobile/my-ratings'),
  // The AI assistant (issue 13).
  'my-ai': () => import('@/routes/mobile/my-ai'),
  // 消息中心 and 消息设置 (issue 26).
  messages: () => import('@/routes/mobile/messages'),
  // Others.
  'debug-websocket': () => import('@/routes/mobile/debug-websocket'),
  'debug-monitor': () => import('@/routes/mobile/debug-monitor'),
  'not-found': () => import('@/routes/mobile/not-found'),
};
