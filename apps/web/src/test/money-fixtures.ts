import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import type { OrderDetail } from '@mts/shared/schemas';

/** The money block of an order detail before payment (issue 11): nothing paid, shipped, inspected or rated. */
export const unpaidMoneyFields = (reference = 'DD202611240001'): Pick<
  OrderDetail,
  | 'payment'
  | 'shipment'
  | 'inspectorName'
  | 'inspection'
  | 'ratings'
  | 'autoConfirmAt'
  | 'canPayWallet'
  | 'canRecordTransfer'
  | 'canConfirmTransfer'
  | 'canShip'
  | 'canGrabInspection'
  | 'canInspect'
  | 'canConfirmReceipt'
  | 'canSetDelivery'
  | 'canDeliver'
  | 'logistics'
  | 'canCancel'
  | 'canRefund'
  | 'canRateOrder'
  | 'canRateStaff'
  | 'canRateNegotiator'
> => ({
  payment: { method: null, paidAt: null, account: { ...PLATFORM_ESCROW_ACCOUNT }, reference, transfers: [], fee: null, sellerReceived: null, settledAt: null, refundedAt: null },
  shipment: null,
  inspectorName: '',
  inspection: null,
  ratings: [],
  autoConfirmAt: null,
  canPayWallet: false,
  canRecordTransfer: false,
  canConfirmTransfer: false,
  canShip: false,
  canGrabInspection: false,
  canInspect: false,
  canConfirmReceipt: false,
  canSetDelivery: false,
  canDeliver: false,
  logistics: { centre: null, inbound: null, inspection: null, delivery: null, outbound: null, received: null },
  canCancel: false,
  canRefund: false,
  canRateOrder: false,
  canRateStaff: false,
  canRateNegotiator: false,
});
