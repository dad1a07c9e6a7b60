import { PublishMsg } from '@mts/shared/messages';
import { canMove, goodsMachine, GoodsStatus, type GoodsMove } from '@mts/shared/status';

export const isOnShelf = (status: number) => status === GoodsStatus.OnShelf;

/** The goods move a shelf switch turned to `on` asks for, the status it sends and the success text. */
export function shelfMove(on: boolean): { move: GoodsMove; status: 0 | 1; done: string } {
  return on
    ? { move: 'shelfOn', status: GoodsStatus.OnShelf, done: PublishMsg.shelfOn }
    : { move: 'shelfOff', status: GoodsStatus.OffShelf, done: PublishMsg.shelfOff };
}

/** Whether the owner may flip the switch from this status (the goods machine's owner moves). */
export const canToggleShelf = (status: number) => canMove(goodsMachine, shelfMove(!isOnShelf(status)).move, status, 'owner');
