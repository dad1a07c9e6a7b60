import { useState } from 'react';
import type { GoodsDetail } from '@mts/shared/schemas';
import { ApiError } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useCreatePreOrder, useQuotePreOrder } from '../api/create-pre-order';
import { buyFieldErrors, defaultBuyForm, priceToCents, quantityBounds, toCreateBody, toQuoteBody, type BuyFieldErrors, type BuyFormValues, type BuyMode } from './buy-form';
import { isOwnGoods, successPath } from './goods-actions';
import type { PageEnv } from './page-env';

/**
 * 立即购买 / 我要报价's form on both apps: the values (a quantity asked for on the product page first), the errors
 * once submitted, the amount in the goods' (buy) or the quote's currency, and submit(), which opens the success page
 * (the server's refusal is shown in the form).
 */
export function useBuyForm(goods: GoodsDetail, mode: BuyMode, askedQuantity: number | undefined, env: Pick<PageEnv, 'prefix'>) {
  const navigate = useAppNavigate();
  const user = useSession((s) => s.user);
  const [values, setValues] = useState<BuyFormValues>(() => defaultBuyForm(goods, mode, user, askedQuantity));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const create = useCreatePreOrder();
  const quote = useQuotePreOrder();
  const errors: BuyFieldErrors = tried ? buyFieldErrors(mode, goods.goodsId, values) : {};
  const quoteCents = priceToCents(values.price);
  const amount = mode === 'buy' ? (goods.priceMin === null ? null : goods.priceMin * values.quantity) : Number.isNaN(quoteCents) ? null : quoteCents * values.quantity;

  const submit = () => {
    setTried(true);
    setRefusal('');
    if (Object.keys(buyFieldErrors(mode, goods.goodsId, values)).length > 0) return;
    const done = { onSuccess: (row: { id: number }) => navigate(`${env.prefix}${successPath([row.id])}`, { replace: true }), onError: (e: Error) => setRefusal(e instanceof ApiError ? e.message : '') };
    if (mode === 'quote') quote.mutate(toQuoteBody(goods.goodsId, values), done);
    else create.mutate(toCreateBody(goods.goodsId, values), done);
  };

  return {
    values,
    set: (patch: Partial<BuyFormValues>) => setValues((v) => ({ ...v, ...patch })),
    errors,
    bounds: quantityBounds(goods, mode),
    own: isOwnGoods(goods, Boolean(user?.token)),
    amount,
    unit: mode === 'buy' ? goods.priceUnit : values.priceUnit,
    refusal,
    pending: create.isPending || quote.isPending,
    submit,
  };
}
