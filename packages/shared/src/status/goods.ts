import { defineMachine } from './machine.ts';

/** Goods status: 0 on shelf, 1 off shelf. */
export const GoodsStatus = { OnShelf: 0, OffShelf: 1 } as const;
export type GoodsStatusCode = (typeof GoodsStatus)[keyof typeof GoodsStatus];

/** The owner moves goods on and off the shelf; off-shelf goods leave the public lists. */
export const goodsMachine = defineMachine({
  entity: 'goods',
  initial: [GoodsStatus.OnShelf],
  labels: { 0: '已上架', 1: '已下架' },
  tones: { 0: 'success', 1: 'default' },
  moves: {
    shelfOff: { from: [GoodsStatus.OnShelf], to: GoodsStatus.OffShelf, by: ['owner'], label: '下架' },
    shelfOn: { from: [GoodsStatus.OffShelf], to: GoodsStatus.OnShelf, by: ['owner'], label: '上架' },
  },
});
export type GoodsMove = keyof typeof goodsMachine.moves;
