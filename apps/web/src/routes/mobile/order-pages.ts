/**
 * The order pages in one lazy module: one import() in the route table instead of four keeps the phone's first
 * chunk smaller (each import carries its list of files).
 */
export { AllOrdersPage, BuyOrdersPage, SaleOrdersPage } from './orders';
export { BuyerPreOrdersPage, IntentionsPage } from './pre-orders';
export { Component as OrderDetailPage } from './order-detail';
export { Component as PreOrderDetailPage } from './pre-order-detail';
