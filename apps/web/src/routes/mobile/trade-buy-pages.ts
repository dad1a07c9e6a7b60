/**
 * The buying pages as one lazily loaded module: each import() in a route file costs the phone's first chunk a list
 * of the page's files, so the four pages share one (they share most of their code too).
 */
export { Component as CartPage } from './cart';
export { Component as BuyPage } from './buy';
export { Component as PayPage } from './pay';
export { Component as PreOrderSuccessPage } from './pre-order-success';
