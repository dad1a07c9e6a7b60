import { sql } from 'drizzle-orm';
import { creditCodeCheckChar, normalizePartNumber } from '@mts/shared/validate';
import { CONTRACT_INSPECTION_CLAUSE, CONTRACT_PAYMENT_CLAUSE, CONTRACT_PLATFORM_NAME, DEFAULT_PLATFORM_FEE_BPS, FollowIdentity, FollowModel, FollowType, GoodsType, PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { ClueStatus, CompanyVerifyStatus, FollowStatus, GoodsStatus, OrderStatus, PreOrderStatus, ShopApplyStatus } from '@mts/shared/status';
import { openingRewards } from '../../modules/users/rewards.ts';
import { feeOf, Moves, post } from '../../modules/wallet/ledger.ts';
import { partiesOf } from '../../modules/contract/parties.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { GoodsSpecRow } from '../schema/index.ts';
import { BRANDS, CATEGORY_TREE, EXAMPLE_LISTINGS, PARTS, type PartDef, brandImageUrl, categoryImageUrl, partImageUrl } from './catalog.ts';
import { BANNERS, DICTS, NEWS, SHORTCUTS, type ShortcutDef } from './content.ts';
import { seedMarket } from './market.ts';
import { mulberry32 } from './random.ts';


const DAY = 86_400_000;

/** The little of a ServiceContext the ledger needs (the transaction, a clock at `at`, no caller). */
const ledgerCtx = (db: Db, at: Date) => ({ db, clock: { now: () => at.getTime() }, user: null }) as unknown as ServiceContext;
/** Dollar quotes are derived from yuan prices at this demo rate. */
const CNY_PER_USD = 7.2;

/** Every table, children first, for `--reset`. */
const ALL_TABLES = [
  'market_alerts', 'market_history', 'market_daily', 'market_parts', 'market_index_daily',
  'audit_log', 'idempotency_keys', 'order_ratings', 'order_inspections', 'order_transfers', 'wallet_movements', 'wallet_deposits', 'wallet_withdrawals',
  'order_disputes', 'company_verifications', 'reward_ledger', 'shop_applications', 'wallet_ledger', 'wallet_accounts', 'cart_items', 'pre_order_revisions', 'follow_notes', 'dispatch_blocks', 'follow_items', 'order_events', 'orders', 'pre_orders', 'rec_goods', 'goods', 'clues',
  'rec_categories', 'categories', 'brands', 'banners', 'nav_items', 'news', 'dict_entries', 'inspection_centres', 'sessions', 'users',
];

/** No user and no category: one index probe each (exists), not a count of every user on every start. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const res = await db.execute(sql`select not exists (select 1 from ${t.users}) and not exists (select 1 from ${t.categories}) as empty`);
  return (res as unknown as { rows: { empty: boolean }[] }).rows[0]!.empty;
}

export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${ALL_TABLES.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

/** Seeds the demo data only when users and categories are empty. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, now);
  return true;
}

/** The demo operator (confirms deposits, bank transfers and withdrawals; refunds): demo data only, never in production. */
export const DEMO_OPERATOR_MOBILE = '13800000090';

const DEMO_USERS = [
  { mobile: '13800000000', nickName: '王强', businessType: 0, authnStatus: 1, shopStatus: null, realName: '王强', companyName: '深圳市华强芯城贸易有限公司', goodLevel: 1 },
  { mobile: '13800000001', nickName: '刘洋', businessType: 0, authnStatus: 1, shopStatus: null, realName: '刘洋', companyName: '香港宏芯电子有限公司', goodLevel: 1 },
  // Verified by real name (he publishes listings, and a contract names its parties by verification: issue 22); his
  // application to become a negotiator is under review.
  { mobile: '13800000002', nickName: '赵磊', businessType: 0, authnStatus: 1, shopStatus: 0, realName: '赵磊', companyName: '', goodLevel: 1 },
  { mobile: '13800000010', nickName: '李娜', businessType: 10, authnStatus: 1, shopStatus: 1, realName: '李娜', companyName: 'MTS 谈判中心', goodLevel: 4 },
  { mobile: '13800000011', nickName: '孙丽', businessType: 10, authnStatus: 1, shopStatus: 1, realName: '孙丽', companyName: 'MTS 谈判中心', goodLevel: 5 },
  { mobile: '13800000020', nickName: '陈伟', businessType: 20, authnStatus: 1, shopStatus: 1, realName: '陈伟', companyName: 'MTS 商务部', goodLevel: 3 },
  { mobile: '13800000021', nickName: '周涛', businessType: 20, authnStatus: 1, shopStatus: 1, realName: '周涛', companyName: 'MTS 商务部', goodLevel: 2 },
  { mobile: '13800000040', nickName: '张敏', businessType: 40, authnStatus: 1, shopStatus: null, realName: '张敏', companyName: 'MTS 验货中心', goodLevel: 1 },
  { mobile: DEMO_OPERATOR_MOBILE, nickName: '孟佳', businessType: 0, authnStatus: 1, shopStatus: null, realName: '孟佳', companyName: 'MTS 运营部', goodLevel: 1 },
];

/** Listing owners (the ordinary traders) and the contact shown on their listings. */
const OWNER_CONTACTS = [
  { mobile: '13800000000', contactName: '王经理' },
  { mobile: '13800000001', contactName: '刘生' },
  { mobile: '13800000002', contactName: '赵小姐' },
];

const SUPPLY_REMARKS = [
  '原厂原装，可提供出货单，支持平台验货。',
  '现货库存，当天可发，量大价格可谈。',
  '香港仓现货，可配合国内报关。',
  '整盘出，拆盘另议，欢迎实单询价。',
  '批号统一，包装完好，支持担保交易。',
  '长期稳定供应，可签框架协议。',
];
const DEMAND_REMARKS = [
  '需要原装正品，批号 23+ 以上，可接受香港交货。',
  '工厂自用，要求同一批号，需提供验货。',
  '急需，有现货请直接报价，含税价优先。',
  '长期采购，价格合适可月度下单。',
];
const DATE_CODES = ['22+', '23+', '24+', '25+', '2318', '2336', '2405', '2412', '2448', '2506'];

const CHIP_SPEC_PREFIX = new Set(['ddr4', 'ddr5', 'ddr3', 'gddr6']);

function specRows(part: PartDef, extra: { dateCode: string; condition: string; packing: string; brand: string }): GoodsSpecRow[] {
  const rows: GoodsSpecRow[] = [{ label: '品牌', value: extra.brand }];
  const cap = part.spec.match(/\b(\d+(?:\.\d+)?)(Gb|GB|Mb|TB|Tb)\b/);
  if (cap) rows.push({ label: '容量', value: `${cap[1]}${cap[2]}` });
  const org = part.spec.match(/\b(x\d+|\d?D?Rx\d+)\b/);
  if (org) rows.push({ label: '位宽/Rank', value: org[1]! });
  const speed = part.spec.match(/\b(\d{4})\b/);
  if (speed) rows.push({ label: '速率', value: `${speed[1]} MT/s` });
  const iface = part.spec.match(/(eMMC 5\.1|UFS \d\.\d|NVMe|SATA|PCIe \d\.\d|SPI|USB \d\.\d)/);
  if (iface) rows.push({ label: '接口', value: iface[1]! });
  if (part.pkg) rows.push({ label: '封装', value: part.pkg });
  rows.push({ label: '批号', value: extra.dateCode }, { label: '成色', value: extra.condition }, { label: '包装', value: extra.packing });
  return rows;
}

export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  const rand = mulberry32(20240607);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

  await db.transaction(async (tx) => {
    // Users and their wallets.
    const users = await tx.insert(t.users).values(DEMO_USERS.map((u) => ({ ...u, isOperator: u.mobile === DEMO_OPERATOR_MOBILE, avatar: `/static/demo/avatar/${u.businessType}.svg` }))).returning({ id: t.users.id, mobile: t.users.mobile });
    const userId = new Map(users.map((u) => [u.mobile, u.id]));
    await tx.insert(t.walletAccounts).values(users.map((u) => ({ userId: u.id, priceUnit: PriceUnit.Yuan })));
    // The first demo user's ¥50,000.00 …, booked as a confirmed deposit (clearing → his available), like any other.
    await post(ledgerCtx(tx as unknown as Db, new Date(now.getTime() - 30 * DAY)), Moves.deposit(users[0]!.id, PriceUnit.Yuan, 5_000_000, '演示充值'));
    // … and $30,000.00, enough to pay his 待付款 order (a $ contract) from the wallet.
    await post(ledgerCtx(tx as unknown as Db, new Date(now.getTime() - 30 * DAY)), Moves.deposit(users[0]!.id, PriceUnit.Dollar, 3_000_000, '演示充值'));
    // Opening points and coins, as for every registered user (see modules/auth/service.ts).
    await tx.insert(t.rewardLedger).values(users.flatMap((u) => openingRewards(u.id)));
    // The demo user whose shopStatus is 0 has an application under review.
    const reviewing = users.find((u) => u.mobile === '13800000002')!;
    await tx.insert(t.shopApplications).values({
      userId: reviewing.id,
      companyName: '深圳市芯源电子有限公司',
      region: '广东深圳',
      experience: '从事 DRAM 与 NAND 现货贸易 6 年，熟悉三星、海力士、美光渠道。',
      contactName: '赵磊',
      contactMobile: '13800000002',
      status: ShopApplyStatus.UnderReview,
    });
    // Company verification (企业认证, issue 12): 王强's company is verified (his listings carry the company block), 刘洋's
    // application waits in the operator's queue. Fictitious credit codes with a valid GB 32100 check character.
    const demoCode = (first17: string) => first17 + creditCodeCheckChar(first17)!;
    const wang = userId.get('13800000000')!;
    await tx.insert(t.companyVerifications).values([
      {
        userId: wang,
        companyName: '深圳市华强芯城贸易有限公司',
        creditCode: demoCode('91440300MA5DEMQ01'),
        legalRepresentative: '王强',
        licenceImage: '/static/demo/default.svg',
        status: CompanyVerifyStatus.Approved,
        reviewerId: userId.get(DEMO_OPERATOR_MOBILE)!,
        createdAt: new Date(now.getTime() - 40 * DAY),
        reviewedAt: new Date(now.getTime() - 39 * DAY),
      },
      {
        userId: userId.get('13800000001')!,
        companyName: '深圳宏芯电子有限公司',
        creditCode: demoCode('91440300MA5DEMQ02'),
        legalRepresentative: '刘洋',
        licenceImage: '/static/demo/default.svg',
        status: CompanyVerifyStatus.UnderReview,
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
    ]);
    await tx.update(t.users).set({ verifiedCompany: '深圳市华强芯城贸易有限公司' }).where(sql`${t.users.id} = ${wang}`);

    // Categories (top level, then children) and brands.
    const catId = new Map<string, number>();
    const catName = new Map<string, string>();
    for (const [i, top] of CATEGORY_TREE.entries()) {
      const [row] = await tx.insert(t.categories).values({ name: top.name, picture: categoryImageUrl(top.slug), sort: i }).returning({ id: t.categories.id });
      catId.set(top.slug, row!.id);
      catName.set(top.slug, top.name);
      const children = await tx
        .insert(t.categories)
        .values((top.children ?? []).map((c, j) => ({ name: c.name, picture: categoryImageUrl(c.slug), parentId: row!.id, sort: j })))
        .returning({ id: t.categories.id });
      (top.children ?? []).forEach((c, j) => {
        catId.set(c.slug, children[j]!.id);
        catName.set(c.slug, c.name);
      });
    }
    const brandRows = await tx
      .insert(t.brands)
      .values(BRANDS.map((b, i) => ({ name: b.name, nameEn: b.nameEn, aliases: b.aliases, logo: brandImageUrl(b.slug), sort: i })))
      .returning({ id: t.brands.id });
    const brandId = new Map(BRANDS.map((b, i) => [b.slug, brandRows[i]!.id]));
    const brandDef = new Map(BRANDS.map((b) => [b.slug, b]));
    const partByModel = new Map(PARTS.map((p) => [p.model, p]));

    // Listings: the doc's examples verbatim, then one supply per remaining part and some demands.
    type Listing = Omit<typeof t.goods.$inferInsert, 'clueId'>;
    const listings: Listing[] = [];
    const build = (part: PartDef, type: number, fixed?: Partial<Listing>): Listing => {
      const brand = brandDef.get(part.brand)!;
      const owner = OWNER_CONTACTS[listings.length % OWNER_CONTACTS.length]!;
      const isChip = ['bga', 'tsop', 'soic'].includes(part.form);
      const isWafer = part.form === 'wafer';
      const hongKong = rand() < (isChip ? 0.4 : 0.12);
      const priceUnit = fixed?.priceUnit ?? (hongKong ? PriceUnit.Dollar : PriceUnit.Yuan);
      const deliveryPlace = priceUnit === PriceUnit.Dollar ? '香港' : pick(['深圳', '深圳', '深圳', '上海', '苏州']);
      const factor = 0.92 + rand() * 0.16;
      const yuan = part.cny * factor;
      const price = Math.round((priceUnit === PriceUnit.Dollar ? yuan / CNY_PER_USD : yuan) * 100);
      const condition =
        fixed?.condition ??
        (part.category === 'downgrade' ? pick(['白片', 'eTT']) : isChip ? pick(['原装', '原装', '原装', '原包', '散新', '拆机']) : pick(['原装', '原包', '原包', '拆机', '全新']));
      const dateCode = fixed?.dateCode ?? pick(DATE_CODES);
      const quantity =
        fixed?.quantity ??
        (isWafer ? pick([5, 10, 25, 50]) : part.category === 'spi-nor' || part.category === 'spi-nand' ? pick([5000, 10000, 20000, 50000]) : isChip ? pick([1000, 2000, 2400, 3000, 4800, 5000, 8000, 10000]) : pick([50, 100, 200, 300, 500, 1000]));
      const packing = fixed?.packing ?? (isWafer ? '晶圆盒' : isChip ? pick(['Tray', 'Tray', '卷带']) : pick(['原包', '整箱']));
      const forward = rand() < 0.15;
      const cat = catName.get(part.category)!;
      const goodsName = CHIP_SPEC_PREFIX.has(part.category) ? `${brand.name} ${cat} ${part.spec} 颗粒` : `${brand.name} ${part.spec}`;
      const stockType = forward ? '期货' : '现货';
      const createdAt = new Date(now.getTime() - Math.floor(rand() * 30 * DAY));
      const l: Listing = {
        type,
        categoryId: catId.get(part.category)!,
        brandId: brandId.get(part.brand)!,
        goodsModel: part.model,
        modelNorm: normalizePartNumber(part.model),
        goodsName,
        deputyTitle:
          type === GoodsType.Supply
            ? `${part.model} ${dateCode} ${condition} ${deliveryPlace}${stockType}`
            : `求购 ${part.model} ${dateCode} ${condition} ${deliveryPlace}交货`,
        specs: [],
        package: part.pkg,
        packing,
        quantity,
        moq: isWafer ? 1 : Math.min(quantity, isChip ? pick([100, 500, 1000]) : pick([10, 20, 50])),
        priceUnit,
        priceMin: type === GoodsType.Demand && rand() < 0.15 ? null : price,
        taxIncluded: priceUnit === PriceUnit.Yuan,
        dateCode,
        condition,
        deliveryPlace,
        stockType,
        leadTime: forward ? pick(['2-3周', '4-6周', '8周']) : '',
        contactName: owner.contactName,
        contactMobile: owner.mobile,
        remark: type === GoodsType.Supply ? pick(SUPPLY_REMARKS) : pick(DEMAND_REMARKS),
        images: [partImageUrl(part.model), categoryImageUrl(part.category)],
        status: GoodsStatus.OnShelf,
        ownerId: userId.get(owner.mobile)!,
        createdAt,
        ...fixed,
      };
      l.specs = specRows(part, { dateCode: l.dateCode!, condition: l.condition!, packing: l.packing!, brand: `${brand.name} ${brand.nameEn}` });
      return l;
    };
    for (const ex of EXAMPLE_LISTINGS) {
      const part = partByModel.get(ex.model);
      if (!part) throw new Error(`example part ${ex.model} missing from PARTS`);
      listings.push(build(part, ex.type, { priceUnit: ex.priceUnit, priceMin: ex.price, dateCode: ex.dateCode, condition: ex.condition, quantity: ex.quantity, ...(ex.packing ? { packing: ex.packing } : {}) }));
    }
    const exampleSupply = new Set(EXAMPLE_LISTINGS.filter((e) => e.type === 1).map((e) => e.model));
    PARTS.forEach((part, i) => {
      if (!exampleSupply.has(part.model)) listings.push(build(part, GoodsType.Supply));
      if (i % 4 === 2) listings.push(build(part, GoodsType.Demand));
    });
    // Two listings taken off the shelf, to show the status filter.
    listings[listings.length - 1]!.status = GoodsStatus.OffShelf;
    listings[listings.length - 5]!.status = GoodsStatus.OffShelf;

    // A published lead behind every goods item.
    const clueCols = (l: Listing) => ({
      type: l.type,
      categoryId: l.categoryId,
      brandId: l.brandId,
      goodsModel: l.goodsModel,
      modelNorm: l.modelNorm,
      goodsName: l.goodsName,
      quantity: l.quantity,
      priceUnit: l.priceUnit,
      priceMin: l.priceMin,
      dateCode: l.dateCode,
      condition: l.condition,
      deliveryPlace: l.deliveryPlace,
      contactName: l.contactName,
      contactMobile: l.contactMobile,
      remark: l.remark,
      ownerId: l.ownerId,
      createdAt: new Date(l.createdAt!.getTime() - 2 * 3600_000),
    });
    const negotiator = userId.get('13800000010')!;
    const clueRows = await tx
      .insert(t.clues)
      .values(listings.map((l) => ({ ...clueCols(l), status: ClueStatus.Published, negotiatorId: negotiator })))
      .returning({ id: t.clues.id });
    const goodsRows = await tx
      .insert(t.goods)
      .values(listings.map((l, i) => ({ ...l, clueId: clueRows[i]!.id })))
      .returning({ id: t.goods.id, type: t.goods.type, status: t.goods.status });

    // Leads still waiting for a negotiator.
    const pending: ReturnType<typeof clueCols>[] = [];
    for (let i = 0; i < 10; i++) {
      const l = build(PARTS[(i * 7 + 3) % PARTS.length]!, i % 3 === 0 ? GoodsType.Demand : GoodsType.Supply);
      pending.push({ ...clueCols(l), createdAt: new Date(now.getTime() - Math.floor(rand() * 2 * DAY)) });
    }
    await tx.insert(t.clues).values(pending.map((c) => ({ ...c, status: ClueStatus.AwaitingDispatch })));

    // The demo negotiator's follow items (李娜, 13800000010): two leads grabbed hours ago and pending (one
    // already followed up, with a note), and one lead whose goods she published (done).
    const grabbed: ReturnType<typeof clueCols>[] = [];
    for (let i = 0; i < 2; i++) {
      const l = build(PARTS[(i * 11 + 5) % PARTS.length]!, i === 0 ? GoodsType.Supply : GoodsType.Demand);
      grabbed.push({ ...clueCols(l), createdAt: new Date(now.getTime() - (5 + i) * 3600_000) });
    }
    const grabbedRows = await tx
      .insert(t.clues)
      .values(grabbed.map((c) => ({ ...c, status: ClueStatus.Grabbed, negotiatorId: negotiator })))
      .returning({ id: t.clues.id, type: t.clues.type });
    const followRows = await tx
      .insert(t.followItems)
      .values(
        grabbedRows.map((c, i) => ({
          userId: negotiator,
          type: FollowType.Clue,
          identity: FollowIdentity.Negotiator,
          model: c.type === GoodsType.Supply ? FollowModel.Seller : FollowModel.Buyer,
          status: FollowStatus.Pending,
          clueId: c.id,
          createdAt: new Date(now.getTime() - (3 - i) * 3600_000),
          followedAt: i === 1 ? new Date(now.getTime() - 3600_000) : null,
          updatedAt: new Date(now.getTime() - 3600_000),
        })),
      )
      .returning({ id: t.followItems.id });
    await tx.insert(t.followNotes).values({
      followId: followRows[1]!.id,
      userId: negotiator,
      content: '已电话联系发布人，确认现货在深圳仓，约好明天提供批号照片。',
      createdAt: new Date(now.getTime() - 3600_000),
    });
    const publishedGoods = goodsRows.find((g) => g.status === GoodsStatus.OnShelf)!;
    const publishedClue = clueRows[goodsRows.indexOf(publishedGoods)]!;
    await tx.insert(t.followItems).values({
      userId: negotiator,
      type: FollowType.Clue,
      identity: FollowIdentity.Negotiator,
      model: publishedGoods.type === GoodsType.Supply ? FollowModel.Seller : FollowModel.Buyer,
      status: FollowStatus.Done,
      clueId: publishedClue.id,
      goodsId: publishedGoods.id,
      createdAt: new Date(now.getTime() - 26 * 3600_000),
      followedAt: new Date(now.getTime() - 25 * 3600_000),
      updatedAt: new Date(now.getTime() - 25 * 3600_000),
    });

    const seedGoods = goodsRows.map((g, i) => ({ ...g, ...listings[i]! }));
    // The platform's inspection centres (issue 22): sellers ship to one, buyers may collect there (买家自提).
    await tx.insert(t.inspectionCentres).values([
      { name: '深圳验货中心', city: '深圳', address: '广东省深圳市福田区华强北路 1019 号华强广场 B 座 12 楼 1208 室', contact: '李工', phone: '0755-8321 6688', hours: '周一至周六 09:00–18:00', sort: 10 },
      { name: '香港验货中心', city: '香港', address: '香港九龙观塘巧明街 98 号万兆丰中心 9 楼 903 室', contact: '陈先生', phone: '+852 2345 6789', hours: '周一至周五 09:30–18:30', sort: 20 },
    ]);
    await seedTrade(tx as unknown as Db, now, { negotiator, wang: userId.get('13800000000')!, liu: userId.get('13800000001')!, goods: seedGoods });
    await seedOrders(tx as unknown as Db, now, {
      negotiator,
      wang: userId.get('13800000000')!,
      liu: userId.get('13800000001')!,
      chen: userId.get('13800000020')!,
      zhou: userId.get('13800000021')!,
      inspector: userId.get('13800000040')!,
      goods: seedGoods,
    });
    await seedOperatorQueues(tx as unknown as Db, now, { wang: userId.get('13800000000')!, liu: userId.get('13800000001')! });

    // Recommendations.
    const onShelf = goodsRows.filter((g) => g.status === GoodsStatus.OnShelf);
    const recRows: (typeof t.recGoods.$inferInsert)[] = [];
    onShelf.slice(0, 24).forEach((g, i) => recRows.push({ goodsId: g.id, which: 2, position: 'HOME', sort: i }));
    onShelf.filter((_, i) => i % 2 === 0).slice(0, 16).forEach((g, i) => recRows.push({ goodsId: g.id, which: 1, position: 'HOME', sort: i }));
    await tx.insert(t.recGoods).values(recRows);
    await tx.insert(t.recCategories).values(['ddr4', 'ddr5', 'lpddr4', 'emmc', 'ufs', 'spi-nor', 'rdimm', 'nvme-consumer'].map((slug, i) => ({ categoryId: catId.get(slug)!, sort: i })));

    // Banners, navigation and shortcut icons.
    const resolveUrl = (url: string) => url.replace(/\{([a-z0-9-]+)\}/g, (_, slug: string) => String(catId.get(slug) ?? ''));
    const sortBySlot = new Map<string, number>();
    const nextSort = (slot: string) => {
      const s = (sortBySlot.get(slot) ?? 0) + 1;
      sortBySlot.set(slot, s);
      return s;
    };
    await tx.insert(t.banners).values(
      BANNERS.map((b) => ({
        ...b,
        image: b.image ?? b.imgUrl ?? '',
        imgUrl: b.imgUrl ?? b.image ?? '',
        url: resolveUrl(b.url ?? ''),
        path: resolveUrl(b.path ?? b.url ?? ''),
        sort: nextSort(`${b.which}:${b.type}:${b.position}`),
      })),
    );
    const navRows = (items: ShortcutDef[], which: 1 | 2, position: string) =>
      items.map((s, i) => {
        const icon = `/static/demo/shortcut/${s.icon}.webp`;
        const url = resolveUrl(s.url);
        return { which, type: 5, position, title: s.title, text: s.title, image: icon, imgUrl: icon, activeImgUrl: icon, url, path: url, sort: i + 1 };
      });
    await tx.insert(t.navItems).values([
      ...navRows(SHORTCUTS.mobileHome, 2, 'HOME'),
      ...navRows(SHORTCUTS.pcHome, 1, 'HOME'),
      ...navRows(SHORTCUTS.clueSource, 2, 'CLUE_SOURCE'),
      ...navRows(SHORTCUTS.clueBuy, 2, 'CLUE_BUY'),
      ...navRows(SHORTCUTS.clueSource.map((s) => ({ ...s, url: `/pc${s.url}` })), 1, 'CLUE_SOURCE'),
      ...navRows(SHORTCUTS.clueBuy.map((s) => ({ ...s, url: `/pc${s.url}` })), 1, 'CLUE_BUY'),
    ]);

    // News and dictionaries.
    await tx.insert(t.news).values(
      NEWS.map((item, i) => ({
        title: item.title,
        tag: item.tag,
        summary: item.summary,
        content: item.content,
        cover: `/static/demo/news/news-${i + 1}.svg`,
        publishedAt: new Date(now.getTime() - item.daysAgo * DAY - i * 3600_000),
      })),
    );
    await tx.insert(t.dictEntries).values(Object.entries(DICTS).flatMap(([dictType, entries]) => entries.map(([label, value], i) => ({ dictType, label, value, sort: i + 1 }))));
  });
  // 行情: 180 days of demo history for the seeded part numbers, then every figure (issue 25).
  await seedMarket(db, now);
  // Fresh tables have no statistics and no visibility map: without this, PGlite plans every query
  // as if tables were empty and list queries are about three times slower.
  await db.execute(sql`vacuum analyze`);
}

type SeedGoods = Omit<typeof t.goods.$inferInsert, 'clueId'> & { id: number; type: number; status: number };

/**
 * Intention orders and cart lines for the demo accounts (issue 10): 李娜 (the negotiator of every seeded goods)
 * has one order 待确认 to confirm (buy now on a 货源, model 1) and one quote to edit (a 求购, model 2); two are
 * 已确认 in the business followers' pool; one was cancelled by its buyer. 王强 (13800000000) has two lines in his
 * cart, one in ¥ and one in $. Order numbers follow the API's rule: YX + China date + the id padded to 6 digits.
 */
async function seedTrade(tx: Db, now: Date, p: { negotiator: number; wang: number; liu: number; goods: SeedGoods[] }): Promise<void> {
  const buyable = (ownerNot: number, unit?: number) =>
    p.goods.filter((g) => g.type === GoodsType.Supply && g.status === GoodsStatus.OnShelf && g.priceMin != null && g.ownerId !== ownerNot && (unit === undefined || g.priceUnit === unit));
  const demand = p.goods.find((g) => g.type === GoodsType.Demand && g.status === GoodsStatus.OnShelf && g.ownerId !== p.liu)!;
  const [forLiu, forWang1, forWang2, cancelled] = [buyable(p.liu)[0]!, buyable(p.wang)[1]!, buyable(p.wang)[2]!, buyable(p.wang)[3]!];
  /** At least the MOQ, at most the stock. */
  const qty = (g: SeedGoods, want: number) => Math.min(g.quantity ?? want, Math.max(g.moq ?? 1, want));
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  const delivery = new Date(now.getTime() + 14 * DAY).toISOString().slice(0, 10);
  type Seed = { g: SeedGoods; buyer: number; seller: number; initiator: number; quantity: number; price: number; priceUnit: number; status: number; at: Date; closeReason?: string; quote?: boolean };
  const orders: Seed[] = [
    { g: forLiu, buyer: p.liu, seller: forLiu.ownerId!, initiator: p.liu, quantity: qty(forLiu, 500), price: forLiu.priceMin!, priceUnit: forLiu.priceUnit!, status: PreOrderStatus.AwaitingConfirm, at: hoursAgo(1) },
    { g: demand, buyer: demand.ownerId!, seller: p.liu, initiator: p.liu, quantity: Math.min(demand.quantity ?? 1000, 1000), price: demand.priceMin ?? 4500, priceUnit: demand.priceUnit!, status: PreOrderStatus.AwaitingConfirm, at: hoursAgo(2), quote: true },
    { g: forWang1, buyer: p.wang, seller: forWang1.ownerId!, initiator: p.wang, quantity: qty(forWang1, 1000), price: forWang1.priceMin!, priceUnit: forWang1.priceUnit!, status: PreOrderStatus.Confirmed, at: hoursAgo(5) },
    { g: forWang2, buyer: p.wang, seller: forWang2.ownerId!, initiator: p.wang, quantity: qty(forWang2, 2000), price: forWang2.priceMin!, priceUnit: forWang2.priceUnit!, status: PreOrderStatus.Confirmed, at: hoursAgo(8) },
    { g: cancelled, buyer: p.wang, seller: cancelled.ownerId!, initiator: p.wang, quantity: qty(cancelled, 300), price: cancelled.priceMin!, priceUnit: cancelled.priceUnit!, status: PreOrderStatus.Cancelled, at: hoursAgo(30), closeReason: '采购计划取消' },
  ];
  const contacts = new Map([
    [p.wang, { contactName: '王强', contactMobile: '13800000000' }],
    [p.liu, { contactName: '刘洋', contactMobile: '13800000001' }],
  ]);
  const rows = await tx
    .insert(t.preOrders)
    .values(
      orders.map((o, i) => ({
        orderNo: `SEED${i}`,
        goodsId: o.g.id,
        buyerId: o.buyer,
        sellerId: o.seller,
        initiatorId: o.initiator,
        negotiatorId: p.negotiator,
        quantity: o.quantity,
        priceUnit: o.priceUnit,
        price: o.price,
        amount: o.price * o.quantity,
        status: o.status,
        remark: o.quote ? '原装现货，可提供出货单' : '请尽快安排，走平台担保',
        deliveryPlace: o.g.deliveryPlace ?? '深圳',
        deliveryDate: delivery,
        taxIncluded: o.g.taxIncluded ?? false,
        dateCode: o.quote ? '24+' : (o.g.dateCode ?? ''),
        condition: o.quote ? '原装' : (o.g.condition ?? ''),
        closeReason: o.closeReason ?? '',
        ...contacts.get(o.initiator)!,
        createdAt: o.at,
        updatedAt: o.at,
      })),
    )
    .returning({ id: t.preOrders.id });
  for (const [i, r] of rows.entries()) {
    const day = new Date(orders[i]!.at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    await tx.update(t.preOrders).set({ orderNo: `YX${day}${String(r.id).padStart(6, '0')}` }).where(sql`${t.preOrders.id} = ${r.id}`);
  }
  const itemStatus = (s: number) => (s === PreOrderStatus.AwaitingConfirm ? FollowStatus.Pending : s === PreOrderStatus.Confirmed ? FollowStatus.Done : FollowStatus.Closed);
  await tx.insert(t.followItems).values(
    orders.map((o, i) => ({
      userId: p.negotiator,
      type: FollowType.Trade,
      identity: FollowIdentity.Negotiator,
      model: o.quote ? FollowModel.Buyer : FollowModel.Seller,
      status: itemStatus(o.status),
      preOrderId: rows[i]!.id,
      goodsId: o.g.id,
      closeReason: o.closeReason ?? '',
      createdAt: o.at,
      updatedAt: o.at,
    })),
  );
  // 王强's cart: one ¥ and one $ goods of other traders, checked, at their MOQ.
  const cart = [buyable(p.wang, PriceUnit.Yuan)[4]!, buyable(p.wang, PriceUnit.Dollar)[4]!];
  await tx.insert(t.cartItems).values(cart.map((g, i) => ({ userId: p.wang, goodsId: g.id, goodsNum: qty(g, 100), isChecked: true, createdAt: hoursAgo(3 + i) })));
}

/** A demo deal past the intention order: who follows which side, where it stands, its history. */
interface DealDef {
  /** The order's status; the returned contract (90) leaves its intention order 跟单中 for the buyer side to draw again. */
  status: number;
  buyer: 'wang' | 'liu';
  buyerSide: 'chen' | 'zhou';
  /** null: the seller slot is still in the pool. */
  sellerSide: 'chen' | 'zhou' | null;
  hoursAgo: number;
  want: number;
  closeReason?: string;
  inspectNote?: string;
  /** 待付款 only: the buyer side recorded a bank transfer that waits for an operator (待确认). */
  transferRecorded?: boolean;
}

/**
 * Work waiting in the operators' money queues (issue 12), besides the application under review, the unheld 待验货
 * order, the leads 待派单 and the recorded bank transfer (seedOrders): 王强 declared a ¥ deposit (待到账) and 刘洋
 * asked to withdraw part of what his completed sale settled (待打款: available → frozen through the ledger).
 */
async function seedOperatorQueues(tx: Db, now: Date, p: { wang: number; liu: number }): Promise<void> {
  const at = new Date(now.getTime() - 2 * 3600_000);
  const [dep] = await tx
    .insert(t.walletDeposits)
    .values({ userId: p.wang, priceUnit: PriceUnit.Yuan, amount: 1_000_000, reference: `SEEDCZ${p.wang}`, status: 10, createdAt: at, updatedAt: at })
    .returning({ id: t.walletDeposits.id });
  const day = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  await tx.update(t.walletDeposits).set({ reference: `CZ${day}${String(dep!.id).padStart(6, '0')}` }).where(sql`${t.walletDeposits.id} = ${dep!.id}`);
  // 刘洋's settled money (the completed order's currency).
  const res = (await tx.execute(
    sql`select price_unit as "priceUnit", available_balance::bigint as available from wallet_accounts where user_id = ${p.liu} and available_balance > 0 order by available_balance desc limit 1`,
  )) as unknown as { rows: { priceUnit: number; available: string }[] };
  const acct = res.rows[0];
  if (!acct) return;
  const amount = Math.min(200_000, Number(acct.available));
  const [liu] = await tx.select({ realName: t.users.realName }).from(t.users).where(sql`${t.users.id} = ${p.liu}`);
  const [w] = await tx
    .insert(t.walletWithdrawals)
    .values({ userId: p.liu, priceUnit: Number(acct.priceUnit), amount, bankName: '招商银行', accountNo: '6225880212345678', accountName: liu?.realName ?? '', createdAt: hours(at, 1), updatedAt: hours(at, 1) })
    .returning({ id: t.walletWithdrawals.id });
  await post(ledgerCtx(tx, hours(at, 1)), Moves.withdraw(p.liu, Number(acct.priceUnit), amount, `提现至 招商银行 尾号 5678 #${w!.id}`));
}
const hours = (base: Date, h: number) => new Date(base.getTime() + h * 3600_000);

/**
 * Trade orders for every status (trade, part 2), so each list, tab and role has something on first start. The
 * business followers: 陈伟 (13800000020) holds the buyer side of most deals (model 2: an intention order 跟单中 whose
 * contract he may draw, after the seller side returned his first draft; two contracts 待确认合同, one of whose seller
 * slot is still in the pool for 周涛); 周涛 (13800000021) holds the seller side (model 1: one contract to confirm) and
 * the buyer side of two deals where 刘洋 buys from 王强, whose seller side 陈伟 holds (one paid, one 待付款 with a bank
 * transfer 周涛 recorded, waiting for an operator). 王强 (13800000000) buys from 刘洋
 * (13800000001) in every status (待付款, 待发货, 待验货, 待收货, 已完成, 退款中, 已关闭, 待确认合同); 张敏 (13800000040)
 * inspected the shipped ones. Every order has its history (order_events); paid orders were paid by a confirmed bank
 * transfer and carry their ledger entries (issue 11), the completed one its settlement.
 */
async function seedOrders(
  tx: Db,
  now: Date,
  p: { negotiator: number; wang: number; liu: number; chen: number; zhou: number; inspector: number; goods: SeedGoods[] },
): Promise<void> {
  const who = { wang: p.wang, liu: p.liu, chen: p.chen, zhou: p.zhou };
  const priced = (owner: number) => p.goods.filter((g) => g.type === GoodsType.Supply && g.status === GoodsStatus.OnShelf && g.priceMin != null && g.ownerId === owner);
  const fromLiu = priced(p.liu).slice(4);
  const fromWang = priced(p.wang).slice(4);
  const deals: DealDef[] = [
    { status: OrderStatus.Closed, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 50, want: 1000, closeReason: '单价与卖方确认的不一致，请按 ¥ 含税价重新出合同' },
    { status: OrderStatus.AwaitingContract, buyer: 'wang', buyerSide: 'chen', sellerSide: null, hoursAgo: 3, want: 2000 },
    { status: OrderStatus.AwaitingContract, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 6, want: 500 },
    { status: OrderStatus.AwaitingPayment, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 28, want: 3000 },
    { status: OrderStatus.AwaitingShipment, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 3 * 24, want: 1000 },
    { status: OrderStatus.AwaitingInspection, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 5 * 24, want: 2400 },
    { status: OrderStatus.AwaitingReceipt, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 7 * 24, want: 800 },
    { status: OrderStatus.Completed, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 12 * 24, want: 5000 },
    { status: OrderStatus.Refunding, buyer: 'wang', buyerSide: 'chen', sellerSide: 'zhou', hoursAgo: 9 * 24, want: 1200, inspectNote: '批号与合同不符：合同 24+，实物 21 年批次，已拍照留存' },
    { status: OrderStatus.AwaitingShipment, buyer: 'liu', buyerSide: 'zhou', sellerSide: 'chen', hoursAgo: 4 * 24, want: 600 },
    // The operator's transfer queue (issue 12): 周涛 recorded 刘洋's bank transfer; 孟佳 confirms it (→ 待发货).
    { status: OrderStatus.AwaitingPayment, buyer: 'liu', buyerSide: 'zhou', sellerSide: 'chen', hoursAgo: 26, want: 800, transferRecorded: true },
  ];
  const names = new Map(
    (await tx.select({ id: t.users.id, companyName: t.users.companyName, realName: t.users.realName, mobile: t.users.mobile }).from(t.users)).map((u) => [u.id, u]),
  );
  const brandNames = new Map((await tx.select({ id: t.brands.id, name: t.brands.name }).from(t.brands)).map((b) => [b.id, b.name]));
  const ymd = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const china = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const parties = await partiesOf({ db: tx }, [p.wang, p.liu]);
  let liuIdx = 0;
  let wangIdx = 0;
  for (const d of deals) {
    const g = d.buyer === 'wang' ? fromLiu[liuIdx++]! : fromWang[wangIdx++]!;
    const buyerId = who[d.buyer];
    const sellerId = g.ownerId!;
    const buyerFollower = who[d.buyerSide];
    const sellerFollower = d.sellerSide === null ? null : who[d.sellerSide];
    const quantity = Math.min(g.quantity ?? d.want, Math.max(g.moq ?? 1, d.want));
    const price = g.priceMin!;
    const at = new Date(now.getTime() - d.hoursAgo * 3600_000);
    // The intention order: created, confirmed by 李娜 an hour later, grabbed by the buyer side, the contract drawn.
    const created = hours(at, -3);
    const returned = d.status === OrderStatus.Closed;
    const [pre] = await tx
      .insert(t.preOrders)
      .values({
        orderNo: `SEEDO${buyerId}-${g.id}`,
        goodsId: g.id,
        buyerId,
        sellerId,
        initiatorId: buyerId,
        negotiatorId: p.negotiator,
        followerId: buyerFollower,
        quantity,
        priceUnit: g.priceUnit!,
        price,
        amount: price * quantity,
        status: returned ? PreOrderStatus.Following : PreOrderStatus.Ordered,
        remark: '走平台担保，需验货',
        deliveryPlace: g.deliveryPlace ?? '深圳',
        deliveryDate: ymd(hours(at, 10 * 24)),
        taxIncluded: g.taxIncluded ?? false,
        dateCode: g.dateCode ?? '',
        condition: g.condition ?? '',
        contactName: names.get(buyerId)?.realName ?? '',
        contactMobile: names.get(buyerId)?.mobile ?? '',
        createdAt: created,
        updatedAt: at,
      })
      .returning({ id: t.preOrders.id });
    await tx.update(t.preOrders).set({ orderNo: `YX${ymd(created).replaceAll('-', '')}${String(pre!.id).padStart(6, '0')}` }).where(sql`${t.preOrders.id} = ${pre!.id}`);
    await tx.insert(t.followItems).values({
      userId: p.negotiator,
      type: FollowType.Trade,
      identity: FollowIdentity.Negotiator,
      model: FollowModel.Seller,
      status: FollowStatus.Done,
      preOrderId: pre!.id,
      goodsId: g.id,
      createdAt: created,
      updatedAt: hours(created, 1),
    });

    const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
    const id = Number(next.rows[0]!.id);
    const day = ymd(at).replaceAll('-', '');
    const orderNo = `DD${day}${String(id).padStart(6, '0')}`;
    const contractNo = `HT${day}${String(id).padStart(6, '0')}`;
    const confirmed = d.status !== OrderStatus.AwaitingContract && d.status !== OrderStatus.Closed;
    const confirmedAt = confirmed ? hours(at, 2) : null;
    const paid = ![OrderStatus.AwaitingContract, OrderStatus.AwaitingPayment, OrderStatus.Closed].includes(d.status as 1);
    // The parties as a contract drawn now names them (issue 22): 王强's verified company, 刘洋's real name (his
    // company verification is still under review).
    const party = (uid: number) => parties.get(uid) ?? { name: names.get(uid)?.realName ?? '', mobile: names.get(uid)?.mobile ?? '' };
    const staffName = (uid: number | null) => (uid === null ? '' : (names.get(uid)?.realName ?? ''));
    await tx.insert(t.orders).values({
      id,
      orderNo,
      contractNo,
      preOrderId: pre!.id,
      goodsId: g.id,
      buyerId,
      sellerId,
      quantity,
      priceUnit: g.priceUnit!,
      price,
      amount: price * quantity,
      status: d.status,
      contract: {
        contractNo,
        buyer: party(buyerId),
        seller: party(sellerId),
        platformName: CONTRACT_PLATFORM_NAME,
        goodsName: g.goodsName ?? '',
        goodsModel: g.goodsModel ?? '',
        brandName: (g.brandId == null ? undefined : brandNames.get(g.brandId)) ?? g.brandText ?? '',
        dateCode: g.dateCode ?? '',
        condition: g.condition ?? '',
        quantity,
        priceUnit: g.priceUnit!,
        price,
        amount: price * quantity,
        taxIncluded: g.taxIncluded ?? false,
        deliveryPlace: g.deliveryPlace ?? '深圳',
        deliveryDate: ymd(hours(at, 10 * 24)),
        paymentClause: CONTRACT_PAYMENT_CLAUSE,
        inspectionClause: CONTRACT_INSPECTION_CLAUSE,
        feeBps: DEFAULT_PLATFORM_FEE_BPS,
        remark: '分批交货需提前一天通知平台验货点',
        generatedBy: staffName(buyerFollower),
        generatedAt: china(at),
        confirmedBy: confirmed ? staffName(sellerFollower) : null,
        confirmedAt: confirmedAt ? china(confirmedAt) : null,
      },
      buyerFollowerId: buyerFollower,
      sellerFollowerId: sellerFollower,
      negotiatorId: p.negotiator,
      closeReason: d.closeReason ?? '',
      feeBps: DEFAULT_PLATFORM_FEE_BPS,
      confirmedAt,
      paidAt: paid ? hours(at, 20) : null,
      createdAt: at,
      updatedAt: at,
    });

    // The follow items: the buyer side (model 2), the seller side (model 1) once taken.
    const buyerItemStatus = returned || d.status === OrderStatus.AwaitingContract ? FollowStatus.Pending : d.status === OrderStatus.AwaitingPayment ? FollowStatus.AwaitingPayment : FollowStatus.Done;
    await tx.insert(t.followItems).values({
      userId: buyerFollower,
      type: FollowType.Trade,
      identity: FollowIdentity.BusinessFollower,
      model: FollowModel.Buyer,
      status: buyerItemStatus,
      preOrderId: pre!.id,
      // A returned contract leaves the buyer side without an order, to draw the next one.
      orderId: returned ? null : id,
      goodsId: g.id,
      createdAt: hours(created, 2),
      updatedAt: at,
    });
    if (sellerFollower !== null) {
      await tx.insert(t.followItems).values({
        userId: sellerFollower,
        type: FollowType.Trade,
        identity: FollowIdentity.BusinessFollower,
        model: FollowModel.Seller,
        status: returned ? FollowStatus.Closed : d.status === OrderStatus.AwaitingContract ? FollowStatus.Pending : FollowStatus.Done,
        preOrderId: pre!.id,
        orderId: id,
        goodsId: g.id,
        closeReason: d.closeReason ?? '',
        createdAt: hours(at, 1),
        updatedAt: hours(at, 2),
      });
    }

    // The history, in order, up to the deal's status.
    type Ev = { userId: number | null; action: string; fromStatus: number | null; toStatus: number; note?: string; at: Date };
    const evs: Ev[] = [{ userId: buyerFollower, action: 'generate', fromStatus: null, toStatus: OrderStatus.AwaitingContract, at }];
    if (sellerFollower !== null) evs.push({ userId: sellerFollower, action: 'takeSellerSide', fromStatus: 1, toStatus: 1, at: hours(at, 1) });
    if (returned) evs.push({ userId: sellerFollower, action: 'rejectContract', fromStatus: 1, toStatus: OrderStatus.Closed, note: d.closeReason, at: hours(at, 2) });
    const path: [number, string, number | null, number][] = [
      [OrderStatus.AwaitingPayment, 'confirmContract', sellerFollower, 2],
      [OrderStatus.AwaitingShipment, 'pay', buyerId, 20],
      [OrderStatus.AwaitingInspection, 'ship', sellerId, 44],
      [OrderStatus.AwaitingDelivery, 'inspectPass', p.inspector, 70],
      [OrderStatus.AwaitingReceipt, 'deliver', p.inspector, 76],
      [OrderStatus.Completed, 'receive', buyerId, 100],
    ];
    const order = [1, 5, 20, 30, 35, 40, 50];
    const reach = d.status === OrderStatus.Refunding ? 30 : d.status;
    if (!returned) {
      let from = 1;
      for (const [to, action, uid, h] of path) {
        if (order.indexOf(to) > order.indexOf(reach) || order.indexOf(reach) < 0) break;
        evs.push({ userId: uid, action, fromStatus: from, toStatus: to, at: hours(at, h) });
        from = to;
      }
      if (d.status === OrderStatus.Refunding) evs.push({ userId: p.inspector, action: 'inspectFail', fromStatus: 30, toStatus: OrderStatus.Refunding, note: d.inspectNote, at: hours(at, 70) });
    }
    if (d.transferRecorded && d.status === OrderStatus.AwaitingPayment) {
      const amount = price * quantity;
      const payer = names.get(buyerId)?.companyName || names.get(buyerId)?.realName || '';
      await tx.insert(t.orderTransfers).values({
        orderId: id,
        userId: buyerFollower,
        amount,
        payerName: payer,
        paidAt: china(hours(at, 3)).slice(0, 16),
        receiptUrl: '/static/demo/default.svg',
        status: 10,
        createdAt: hours(at, 4),
        updatedAt: hours(at, 4),
      });
      evs.push({ userId: buyerFollower, action: 'recordTransfer', fromStatus: d.status, toStatus: d.status, note: `${payer} ${formatPrice(amount, g.priceUnit!)}`, at: hours(at, 4) });
    }
    await tx.insert(t.orderEvents).values(evs.map((e) => ({ orderId: id, userId: e.userId, action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, note: e.note ?? '', createdAt: e.at })));

    // Money and fulfilment (issue 11): paid orders were paid by bank transfer (confirmed: clearing → the buyer's
    // frozen); shipped ones have a carrier; 待收货/已完成/退款中 were inspected by 张敏 (pass, pass, fail); the
    // completed one is settled (the buyer's frozen → the seller less the fee → platform fees). 待验货 is unheld.
    if (paid) {
      const amount = price * quantity;
      const paidAt = hours(at, 20);
      await tx.insert(t.orderTransfers).values({
        orderId: id,
        userId: buyerId,
        amount,
        payerName: names.get(buyerId)?.companyName || names.get(buyerId)?.realName || '',
        paidAt: china(hours(at, 19)).slice(0, 16),
        receiptUrl: '/static/demo/default.svg',
        status: 20,
        createdAt: hours(at, 19),
        updatedAt: paidAt,
      });
      await post(ledgerCtx(tx, paidAt), Moves.transfer(buyerId, g.priceUnit!, amount, id, `订单 ${orderNo} 对公转账`));
      const shipped = reach !== OrderStatus.AwaitingShipment;
      const inspected = [OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Completed, OrderStatus.Refunding].includes(d.status as 40);
      const delivered = [OrderStatus.AwaitingReceipt, OrderStatus.Completed].includes(d.status as 40);
      const completed = d.status === OrderStatus.Completed;
      const [centre] = await tx.select({ id: t.inspectionCentres.id }).from(t.inspectionCentres).where(sql`${t.inspectionCentres.name} = '深圳验货中心'`);
      const buyerName = names.get(buyerId);
      const fee = completed ? feeOf(amount, DEFAULT_PLATFORM_FEE_BPS) : null;
      await tx
        .update(t.orders)
        .set({
          payMethod: 'transfer',
          ...(shipped ? { centreId: centre?.id ?? null, carrier: '顺丰速运', trackingNo: `SF${String(1_000_000_000 + id * 7919).slice(0, 10)}`, shippedAt: hours(at, 44) } : {}),
          ...(inspected ? { inspectorId: p.inspector, inspectedAt: hours(at, 70) } : {}),
          // The buyer chose 快递寄送 to his office; the platform shipped it from the centre (issue 22).
          deliveryMethod: 'express',
          receiverName: buyerName?.realName ?? '',
          receiverPhone: buyerName?.mobile ?? '',
          receiverAddress: '广东省深圳市南山区科技园科苑路 15 号科兴科学园 A 栋 6 楼',
          ...(delivered ? { deliveryCarrier: '顺丰速运', deliveryTrackingNo: `SF${String(2_000_000_000 + id * 7919).slice(0, 10)}`, deliveredAt: hours(at, 76), delivererId: p.inspector } : {}),
          ...(completed ? { fee, completedAt: hours(at, 100) } : {}),
        })
        .where(sql`${t.orders.id} = ${id}`);
      if (inspected) {
        const pass = d.status !== OrderStatus.Refunding;
        await tx.insert(t.orderInspections).values({
          orderId: id,
          inspectorId: p.inspector,
          result: pass ? 'pass' : 'fail',
          countedQuantity: quantity,
          dateCodeSeen: pass ? (g.dateCode ?? '') : '21+',
          markings: pass ? `${g.goodsModel ?? ''} 丝印清晰，原厂卷盘标签完整` : `${g.goodsModel ?? ''} 丝印有打磨痕迹`,
          photos: ['/static/demo/default.svg'],
          notes: pass ? '数量、批号、外观与合同一致' : (d.inspectNote ?? '验货不通过'),
          createdAt: hours(at, 70),
        });
      }
      if (completed) {
        await post(ledgerCtx(tx, hours(at, 100)), Moves.release(buyerId, sellerId, g.priceUnit!, amount, fee!, id, `订单 ${orderNo} 结算`));
      }
    }
    const last = evs[evs.length - 1]!.at;
    await tx.update(t.orders).set({ updatedAt: last }).where(sql`${t.orders.id} = ${id}`);
  }
}
