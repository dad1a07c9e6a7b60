import { useParams, useSearchParams } from 'react-router';
import { positiveParam } from '@/lib/query-params';
import { useGoodsDetail } from '../api/get-goods-detail';

/**
 * A listing's page, both apps (/prodetail/:goodsId; the desktop also /pc/goods/detail?id=): the id (0 when the
 * address has none: the page shows its not-found state) and the listing.
 */
export function useGoodsDetailPage() {
  const { goodsId } = useParams();
  const [params] = useSearchParams();
  const id = positiveParam(goodsId ?? params.get('id'));
  return { id, detail: useGoodsDetail(id) };
}
