/**
 * Every phone page except the home and its tab layout (what the home's first paint needs), one lazily loaded
 * module away from the route tables. Each import() in a module costs that module's chunk a list of the page's
 * files (Vite's preload list); here those lists sit in this small chunk, fetched when the first page other than the
 * home opens, instead of in the phone's first chunk (mobile-app). The route tables reach it through `lazyPage`
 * (lazy-page.ts), its only importer. Add a page here, keyed by its file name, and route it with `lazyPage('key')`.
 */
export const pageLoaders = {
  // Tab pages other than the home, search and goods.
  category: () => import('./category'),
  clue: () => import('./clue'),
  follow: () => import('./follow'),
  user: () => import('./user'),
  search: () => import('./search'),
  searchlist: () => import('./searchlist'),
  prodetail: () => import('./prodetail'),
  // Identity and the user centre.
  login: () => import('./login'),
  'qr-login': () => import('./qr-login'),
  'my-balance': () => import('./my-balance'),
  'my-home': () => import('./my-home'),
  realname: () => import('./realname'),
  applybroker: () => import('./applybroker'),
  'company-verify': () => import('./company-verify'),
  // Publishing and my listings.
  publish: () => import('./publish'),
  'publish-success': () => import('./publish-success'),
  'my-publish-clue': () => import('./my-publish-clue'),
  'clue-detail': () => import('./clue-detail'),
  'my-sale-goods': () => import('./my-sale-goods'),
  // Dispatch.
  'pending-follow': () => import('./pending-follow'),
  'follow-detail': () => import('./follow-detail'),
  'publish-goods': () => import('./publish-goods'),
  'follow-success': () => import('./follow-success'),
  // Buying.
  cart: () => import('./cart'),
  buy: () => import('./buy'),
  pay: () => import('./pay'),
  'pre-order-success': () => import('./pre-order-success'),
  // Paying an order by bank transfer (issue 11).
  'external-pay-info': () => import('./external-pay-info'),
  'external-pay': () => import('./external-pay'),
  // The traders' orders.
  'pre-orders': () => import('./pre-orders'),
  'pre-order-detail': () => import('./pre-order-detail'),
  orders: () => import('./orders'),
  'order-detail': () => import('./order-detail'),
  // The staff's trade pages.
  'staff-pre-order': () => import('./staff-pre-order'),
  'generate-contract': () => import('./generate-contract'),
  'confirm-contract': () => import('./confirm-contract'),
  'sw-home': () => import('./sw-home'),
  'my-create-order': () => import('./my-create-order'),
  // Fulfilment: inspection and ratings.
  'my-inspections': () => import('./my-inspections'),
  'inspection-detail': () => import('./inspection-detail'),
  'my-evaluate': () => import('./my-evaluate'),
  'my-ratings': () => import('./my-ratings'),
  // The AI assistant (issue 13).
  'my-ai': () => import('./my-ai'),
  // Others.
  'debug-websocket': () => import('./debug-websocket'),
  'debug-monitor': () => import('./debug-monitor'),
  'not-found': () => import('./not-found'),
};
