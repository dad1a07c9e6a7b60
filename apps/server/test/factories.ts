/**
 * Test data made directly in the database: users of each role, leads, goods. Log a made user in through the
 * real API with injectAs(app, user.mobile). Later issues (dispatch, follow, orders) reuse these.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BusinessType } from '@mts/shared/constants';
import { sampleListing } from '@mts/shared/fixtures';
import type { ClueFormInput } from '@mts/shared/schemas';
import { AuthnStatus, ClueStatus, type ClueStatusCode, GoodsStatus, type GoodsStatusCode, ShopApplyStatus } from '@mts/shared/status';
import { normalizePartNumber } from '@mts/shared/validate';
import type { Db } from '../src/db/client.ts';
import { categories, clues, goods, users } from '../src/db/schema/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { findOrRegister } from '../src/modules/users/service.ts';
import { type ApiClient, injectAs } from './helper.ts';

let seq = 0;
/** A mobile no other test uses (166 + process + counter), valid for MOBILE_RE. */
export const uniqueMobile = () => `166${String(process.pid % 100).padStart(2, '0')}${String(++seq).padStart(6, '0')}`;

export type Role = 'ordinary' | 'verified' | 'negotiator' | 'businessFollower' | 'inspector' | 'operator';

/** What each role changes on a freshly registered user. Staff roles are real-name verified and approved. */
const ROLE_COLUMNS: Record<Role, Partial<typeof users.$inferInsert>> = {
  ordinary: {},
  verified: { authnStatus: AuthnStatus.Verified },
  negotiator: { authnStatus: AuthnStatus.Verified, businessType: BusinessType.Negotiator, shopStatus: ShopApplyStatus.Approved },
  businessFollower: { authnStatus: AuthnStatus.Verified, businessType: BusinessType.BusinessFollower, shopStatus: ShopApplyStatus.Approved },
  inspector: { authnStatus: AuthnStatus.Verified, businessType: BusinessType.Inspector, shopStatus: ShopApplyStatus.Approved },
  operator: { isOperator: true },
};

export type UserRow = typeof users.$inferSelect;

/** A registered user (wallet and opening rewards included, as on a first login) with the role's columns. */
export async function createUser(db: Db, role: Role = 'ordinary', overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow & { mobile: string }> {
  const mobile = overrides.mobile ?? uniqueMobile();
  const u = await findOrRegister({ db, clock: systemClock }, { mobile });
  const [row] = await db
    .update(users)
    .set({ ...ROLE_COLUMNS[role], ...overrides, mobile })
    .where(eq(users.id, u.id))
    .returning();
  return row as UserRow & { mobile: string };
}

/** A user of a role, logged in through the API: `{ user, api }`. */
export async function userAs(app: FastifyInstance, role: Role = 'ordinary', overrides: Partial<typeof users.$inferInsert> = {}): Promise<{ user: UserRow; api: ApiClient }> {
  const user = await createUser(app.db, role, overrides);
  return { user, api: await injectAs(app, user.mobile) };
}

/** The id of a seeded category by name, under a parent when the name repeats (DDR4 under DRAM颗粒 by default). */
export async function categoryId(db: Db, name = 'DDR4', parentName: string | null = name === 'DDR4' ? 'DRAM颗粒' : null): Promise<number> {
  const all = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const parent = parentName === null ? undefined : all.find((c) => c.name === parentName);
  const found = all.find((c) => c.name === name && (parent === undefined || c.parentId === parent.id));
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

/** A valid POST /clue/publish body: a Samsung DDR4 supply. Set categoryId (categoryId(db)) unless testing it. */
export const validClue = (overrides: Partial<ClueFormInput> = {}) => ({
  ...sampleListing,
  categoryId: 0,
  ...overrides,
});

/** Listing columns of the valid clue (brand as text; search_text left null: call refreshSearchText to search it). */
const listingOf = (form: ReturnType<typeof validClue>) => {
  const { brand, ...rest } = form;
  return { ...rest, priceMin: form.priceMin ?? null, brandText: brand, modelNorm: normalizePartNumber(form.goodsModel), stockType: String(form.stockType) };
};

/** A lead owned by `ownerId`, written directly (status 待派单 unless given). */
export async function createLead(db: Db, ownerId: number, overrides: Partial<ClueFormInput> & { status?: ClueStatusCode } = {}) {
  const { status = ClueStatus.AwaitingDispatch, ...form } = overrides;
  const values = listingOf(validClue({ categoryId: form.categoryId ?? (await categoryId(db)), ...form }));
  const [row] = await db.insert(clues).values({ ...values, ownerId, status }).returning();
  return row!;
}

/** Goods owned by `ownerId` (on shelf unless given), optionally published from a lead. */
export async function createGoods(db: Db, ownerId: number, overrides: Partial<ClueFormInput> & { status?: GoodsStatusCode; clueId?: number } = {}) {
  const { status = GoodsStatus.OnShelf, clueId = null, ...form } = overrides;
  const values = listingOf(validClue({ categoryId: form.categoryId ?? (await categoryId(db)), ...form }));
  const [row] = await db.insert(goods).values({ ...values, ownerId, clueId, status }).returning();
  return row!;
}

