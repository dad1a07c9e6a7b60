import type { AdminRecGoodsAddBody, AdminRecGoodsRow, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/content/recGoods {goodsId, which, position}: an on-shelf goods, last in the slot. */
export const addRecGoods = (body: AdminRecGoodsAddBody) => http.post<Envelope<AdminRecGoodsRow>>('/admin/content/recGoods', body).then((r) => r.data);
export const useAddRecGoods = () => useAdminAction(addRecGoods);
