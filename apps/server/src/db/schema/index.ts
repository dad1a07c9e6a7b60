export * from './users.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './goods.ts';
export * from './trade.ts';
export * from './cart.ts';
export * from './wallet.ts';
export * from './audit.ts';
