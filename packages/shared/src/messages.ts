/**
 * The spec's Chinese texts (section 8 and screens), written once. One module per domain (messages/<domain>.ts):
 * a web chunk carries only the texts of the pages in it (the package declares no side effects, so the bundler
 * keeps each domain's module with the chunks that use it, not in the shared first chunk).
 */
export * from './messages/common';
export * from './messages/auth';
export * from './messages/publish';
export * from './messages/input';
export * from './messages/dispatch';
export * from './messages/realtime';
export * from './messages/trade';
export * from './messages/order';
export * from './messages/money';
export * from './messages/admin';
export * from './messages/company';
export * from './messages/dispute';
export * from './messages/assistant';
export * from './messages/monitor';
export * from './messages/stock';
export * from './messages/bom';
export * from './messages/rfq';
export * from './messages/message';
export * from './messages/market';
