export * from './machine.ts';
export * from './lead.ts';
export * from './shop-apply.ts';
export * from './goods.ts';
export * from './user.ts';
export * from './follow.ts';
export * from './pre-order.ts';
export * from './order.ts';
