import { z } from 'zod';
import { AdminContentLimits as L, DELIVERY_METHODS } from '../constants';
import { AdminContentMsg, MoneyMsg } from '../messages';
import { bodyIdField, envelope, textField } from './common';

/**
 * Logistics (issue 22): the seller ships to one of the platform's inspection centres (深圳, 香港 …, configured in the
 * console); after 验货通过 the platform ships from the centre to the buyer's delivery address or hands the goods
 * over at the centre (买家自提). Both legs show on the order detail as a timeline.
 */

/** A phone number as people write it: digits with an optional leading +, spaces or dashes (mainland, HK, landlines). */
export const PHONE_RE = /^\+?\d[\d -]{4,18}\d$/;

/** An inspection centre as the seller and the buyer see it (GET /inspection/centres: shown ones, by sort). */
export const inspectionCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  hours: z.string(),
});
export type InspectionCentre = z.infer<typeof inspectionCentre>;
export const inspectionCentreListReply = envelope(z.array(inspectionCentre));

/** The console's row: also its order, shown / hidden, and how many orders were shipped to it (one in use is never deleted). */
export const adminCentreRow = inspectionCentre.extend({ sort: z.number().int(), status: z.number().int(), usage: z.number().int() });
export type AdminCentreRow = z.infer<typeof adminCentreRow>;
export const adminCentreListReply = envelope(z.array(adminCentreRow));
export const adminCentreReply = envelope(adminCentreRow);

const centreFields = {
  name: textField({ min: 2, max: L.centreName, message: AdminContentMsg.centreName(L.centreName) }),
  city: textField({ min: 1, max: L.centreCity, message: AdminContentMsg.centreCity(L.centreCity) }),
  address: textField({ min: 5, max: L.centreAddress, message: AdminContentMsg.centreAddress(L.centreAddress) }),
  contact: textField({ min: 1, max: L.centreContact, message: AdminContentMsg.centreContact(L.centreContact) }),
  phone: textField({ max: 20, message: AdminContentMsg.centrePhone }).regex(PHONE_RE, AdminContentMsg.centrePhone),
  hours: textField({ min: 1, max: L.centreHours, message: AdminContentMsg.centreHours(L.centreHours) }),
};
const centreSort = z.number({ error: AdminContentMsg.sort }).int(AdminContentMsg.sort).min(0, AdminContentMsg.sort).max(L.maxSort, AdminContentMsg.sort);
const centreStatus = z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0（显示）或 1（隐藏）' });
/** POST /admin/content/centres: every field; sort (last by default) and status (0 shown by default) optional. */
export const adminCentreCreateBody = z.object({ ...centreFields, sort: centreSort.optional(), status: centreStatus.optional() });
export type AdminCentreCreateBody = z.infer<typeof adminCentreCreateBody>;
/** PUT /admin/content/centres/{id}: the fields to change. */
export const adminCentreUpdateBody = z
  .object({ ...centreFields, sort: centreSort })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: AdminContentMsg.noChange });
export type AdminCentreUpdateBody = z.infer<typeof adminCentreUpdateBody>;

const deliveryMethodField = z.enum(DELIVERY_METHODS, { error: MoneyMsg.deliveryMethod });
const receiverName = textField({ min: 2, max: 30, message: MoneyMsg.receiverName });
const receiverPhone = textField({ max: 20, message: MoneyMsg.receiverPhone }).regex(PHONE_RE, MoneyMsg.receiverPhone);

/**
 * POST /order/delivery {orderId, method, receiverName, receiverPhone, address?} — the buyer only, any time after
 * payment until the platform ships (待发货, 待验货, 待平台发货; else 409): express = 快递寄送 to the address (required),
 * pickup = 买家自提 at the centre (the name and phone of who collects). → data: OrderDelivery.
 */
export const orderDeliveryBody = z
  .object({
    orderId: bodyIdField(),
    method: deliveryMethodField,
    receiverName,
    receiverPhone,
    address: textField({ max: 200, message: MoneyMsg.receiverAddress }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.method === 'express' && (b.address ?? '').length < 5) ctx.addIssue({ code: 'custom', path: ['address'], message: MoneyMsg.receiverAddress });
  });
export type OrderDeliveryBody = z.input<typeof orderDeliveryBody>;

/** The buyer's choice; receiver details are '' for callers who do not handle the delivery (the seller side). */
export const orderDelivery = z.object({
  method: z.enum(DELIVERY_METHODS),
  methodText: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;
export const orderDeliveryReply = envelope(orderDelivery);

const carrierField = textField({ min: 2, max: 30, message: MoneyMsg.carrier });
const trackingField = z.string({ error: MoneyMsg.trackingNo }).trim().regex(/^[A-Za-z0-9-]{4,40}$/, MoneyMsg.trackingNo);

/**
 * POST /order/deliver {orderId, method, carrier?, trackingNo?} — the inspector who passed the order, or an operator,
 * at 待平台发货 (held by an open dispute); method must be the buyer's choice (none yet or another → 409). express
 * needs carrier and trackingNo; pickup records 买家自提 at the centre. → 待收货; deliveredAt starts the receipt clock.
 * → orderStatusReply.
 */
export const deliverBody = z
  .object({ orderId: bodyIdField(), method: deliveryMethodField, carrier: carrierField.optional(), trackingNo: trackingField.optional() })
  .superRefine((b, ctx) => {
    if (b.method !== 'express') return;
    if (!b.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: MoneyMsg.carrier });
    if (!b.trackingNo) ctx.addIssue({ code: 'custom', path: ['trackingNo'], message: MoneyMsg.trackingNo });
  });
export type DeliverBody = z.input<typeof deliverBody>;

/**
 * The order detail's logistics (both legs, in the order they happen): the centre the seller shipped to, the
 * seller's leg, the inspection, the buyer's choice, the platform's leg, the receipt. Each is null until it happens.
 */
export const orderLogistics = z.object({
  centre: inspectionCentre.nullable(),
  /** Seller → centre. */
  inbound: z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.string() }).nullable(),
  inspection: z.object({ result: z.enum(['pass', 'fail']), resultText: z.string(), at: z.string() }).nullable(),
  delivery: orderDelivery.nullable(),
  /** Centre → buyer: express with carrier and tracking number, or pickup at the centre. */
  outbound: z.object({ method: z.enum(DELIVERY_METHODS), methodText: z.string(), carrier: z.string(), trackingNo: z.string(), deliveredAt: z.string(), byName: z.string() }).nullable(),
  /** 确认收货 (by the buyer, or automatically). */
  received: z.object({ at: z.string(), auto: z.boolean() }).nullable(),
});
export type OrderLogistics = z.infer<typeof orderLogistics>;
