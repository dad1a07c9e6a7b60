import { eq, sql } from 'drizzle-orm';
import type { ClueRecord } from '@mts/shared/schemas';
import { canMove, leadMachine, statusLabel } from '@mts/shared/status';
import { maskMobile } from '@mts/shared/validate';
import { brands, categories, clues, goods } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';

const recordColumns = {
  id: clues.id,
  type: clues.type,
  goodsName: clues.goodsName,
  goodsModel: clues.goodsModel,
  brandId: clues.brandId,
  brandName: brands.name,
  brandText: clues.brandText,
  categoryId: clues.categoryId,
  categoryName: categories.name,
  quantity: clues.quantity,
  moq: clues.moq,
  priceUnit: clues.priceUnit,
  priceMin: clues.priceMin,
  taxIncluded: clues.taxIncluded,
  dateCode: clues.dateCode,
  condition: clues.condition,
  package: clues.package,
  deliveryPlace: clues.deliveryPlace,
  stockType: clues.stockType,
  leadTime: clues.leadTime,
  images: clues.images,
  remark: clues.remark,
  status: clues.status,
  createdAt: clues.createdAt,
  updatedAt: clues.updatedAt,
  contactName: clues.contactName,
  contactMobile: clues.contactMobile,
  ownerId: clues.ownerId,
  negotiatorId: clues.negotiatorId,
  goodsId: sql<number | null>`(select ${goods.id} from ${goods} where ${goods.clueId} = ${clues.id} order by ${goods.id} limit 1)`,
};

export type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['where']>>[number];

/**
 * A lead as the viewer sees it: the contact mobile masked for anyone but the owner, unless `showContact`
 * (the negotiator holding the lead, an operator: modules/dispatch).
 */
export function toRecord(r: RecordRow, viewerId: number | null, opts: { showContact?: boolean } = {}): ClueRecord {
  const isOwner = viewerId !== null && viewerId === r.ownerId;
  return {
    id: r.id,
    type: r.type,
    goodsName: r.goodsName,
    goodsModel: r.goodsModel,
    brandId: r.brandId,
    brandName: r.brandName ?? r.brandText,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    quantity: r.quantity,
    moq: r.moq,
    priceUnit: r.priceUnit,
    priceMin: r.priceMin,
    taxIncluded: r.taxIncluded,
    dateCode: r.dateCode,
    condition: r.condition,
    package: r.package,
    deliveryPlace: r.deliveryPlace,
    stockType: r.stockType === '期货' ? '期货' : '现货',
    leadTime: r.leadTime,
    images: r.images,
    remark: r.remark,
    status: r.status,
    statusText: statusLabel(leadMachine, r.status),
    createTime: formatChinaTime(r.createdAt),
    updateTime: formatChinaTime(r.updatedAt),
    goodsId: r.goodsId === null ? null : Number(r.goodsId),
    contactName: r.contactName,
    contactMobile: isOwner || opts.showContact ? r.contactMobile : maskMobile(r.contactMobile),
    isOwner,
    canEdit: isOwner && canMove(leadMachine, 'edit', r.status, 'owner'),
  };
}

/** Leads with their brand and category names: GET /clue/{id}, my leads, and later the dispatch pool. */
export const recordQuery = (ctx: Pick<ServiceContext, 'db'>) =>
  ctx.db.select(recordColumns).from(clues).leftJoin(brands, eq(brands.id, clues.brandId)).leftJoin(categories, eq(categories.id, clues.categoryId));

