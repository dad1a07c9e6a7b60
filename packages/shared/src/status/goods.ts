import { defineMachine } from './machine.ts';

/** Goods status: 0 on shelf, 1 off shelf, 90 deleted by its owner (我的库存 删除; kept for the orders that name it). */
export const GoodsStatus = { OnShelf: 0, OffShelf: 1, Deleted: 90 } as const;
export type GoodsStatusCode = (typeof GoodsStatus)[keyof typeof GoodsStatus];

/** The owner moves goods on and off the shelf; off-shelf goods leave the public lists. */
export const goodsMachine = defineMachine({
  entity: 'goods',
  initial: [GoodsStatus.OnShelf],
  labels: { 0: '已上架', 1: '已下架', 90: '已删除' },
  tones: { 0: 'success', 1: 'default', 90: 'danger' },
  moves: {
    shelfOff: { from: [GoodsStatus.OnShelf], to: GoodsStatus.OffShelf, by: ['owner'], label: '下架' },
    shelfOn: { from: [GoodsStatus.OffShelf], to: GoodsStatus.OnShelf, by: ['owner'], label: '上架' },
    remove: { from: [GoodsStatus.OnShelf, GoodsStatus.OffShelf], to: GoodsStatus.Deleted, by: ['owner'], label: '删除' },
  },
});
export type GoodsMove = keyof typeof goodsMachine.moves;
