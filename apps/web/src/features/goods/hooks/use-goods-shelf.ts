import { useSetGoodsShelf } from '../api/set-goods-shelf';
import { shelfMove } from '../model/shelf';

/**
 * 上架/下架 for both apps: sends the move's status and reports its success text with the app's own toast. A
 * failure is toasted by the client and the switch keeps the stored state.
 */
export function useGoodsShelf(notify: (text: string) => void) {
  const shelf = useSetGoodsShelf();
  const toggle = async (goodsId: number, on: boolean) => {
    const { status, done } = shelfMove(on);
    try {
      await shelf.mutateAsync({ id: goodsId, status });
      notify(done);
    } catch {
      // toasted by the client
    }
  };
  return { toggle, busyId: shelf.isPending ? shelf.variables?.id : undefined };
}
