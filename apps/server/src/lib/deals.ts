import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@mts/shared/constants';
import { brands, goods, users } from '../db/schema/index.ts';
import type { ServiceContext } from './context.ts';
import { partyColumns, partyName } from './names.ts';

type Ctx = Pick<ServiceContext, 'db'>;

/** What an order and an intention order share: the goods, the two sides and the terms. */
export interface DealRow {
  goodsId: number | null;
  buyerId: number | null;
  sellerId: number | null;
  quantity: number;
  priceUnit: number;
  price: number | null;
  amount: number | null;
  status: number;
}

/** The distinct non-null ids. */
export const distinctIds = (xs: (number | null)[]): number[] => [...new Set(xs.filter((x): x is number => x !== null))];

/**
 * The listed goods (with brand) and the two parties of these deals, read at once for just these rows, and the
 * columns every deal list shows (the image, the terms, the status, the caller's side and the parties' names).
 */
export async function dealRefs(ctx: Ctx, rows: readonly DealRow[]) {
  const goodsIds = distinctIds(rows.map((r) => r.goodsId));
  const userIds = distinctIds(rows.flatMap((r) => [r.buyerId, r.sellerId]));
  const [goodsRows, userRows] = await Promise.all([
    goodsIds.length
      ? ctx.db
          .select({ id: goods.id, type: goods.type, goodsName: goods.goodsName, goodsModel: goods.goodsModel, images: goods.images, brandName: brands.name, brandText: goods.brandText })
          .from(goods)
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .where(inArray(goods.id, goodsIds))
      : Promise.resolve([]),
    userIds.length ? ctx.db.select({ id: users.id, ...partyColumns }).from(users).where(inArray(users.id, userIds)) : Promise.resolve([]),
  ]);
  const goodsById = new Map(goodsRows.map((g) => [g.id, g]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const nameOf = (id: number | null) => partyName(id === null ? undefined : userById.get(id));
  const goodsOf = (r: DealRow) => (r.goodsId === null ? undefined : goodsById.get(r.goodsId));
  return {
    goodsOf,
    /** The listed goods' brand: the brand row's name, else the typed text; '' without goods. */
    brandOf: (r: DealRow) => {
      const g = goodsOf(r);
      return g ? (g.brandName ?? g.brandText) : '';
    },
    /** The columns of a deal list row; myRole from the caller's side. */
    common: <R extends DealRow>(me: number, r: R, statusText: string) => ({
      goodsImage: goodsOf(r)?.images[0] ?? DEFAULT_IMAGE,
      quantity: r.quantity,
      priceUnit: r.priceUnit,
      price: r.price as R['price'],
      amount: r.amount as R['amount'],
      status: r.status,
      statusText,
      myRole: r.buyerId === me ? ('buyer' as const) : r.sellerId === me ? ('seller' as const) : ('staff' as const),
      buyerName: nameOf(r.buyerId),
      sellerName: nameOf(r.sellerId),
    }),
  };
}
