import type { PayFactor } from '@mts/shared/schemas';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { usePayOrder } from '../api/pay-order';
import { useRecordTransfer } from '../api/record-transfer';
import { useShipOrder } from '../api/ship-order';
import { shipRequest, transferBody, type ShipValues, type TransferValues } from '../model/money-forms';

/**
 * The money moves of one order for both devices (issue 11). Each money POST carries an idempotency key made once per
 * intent and kept across retries of the same submit (a double tap, a timeout), so the order is never paid, recorded
 * or settled twice; the key is dropped once the move went through. Every move reloads the order, the lists, the
 * staff's items and the balances (`invalidateMoney`). Refusals are toasted by the API client and rethrown.
 */
export function useMoneyMoves(orderId: number) {
  const pay = usePayOrder();
  const record = useRecordTransfer();
  const ship = useShipOrder();
  const receipt = useConfirmReceipt();
  const payKeys = useIdempotencyKey();
  const transferKeys = useIdempotencyKey();
  const receiptKeys = useIdempotencyKey();

  return {
    /** POST /order/pay: from the buyer's wallet into escrow, with the second factor (not part of the intent: a retry keeps its key). */
    payWallet: async (factor: PayFactor) => {
      const body = { orderId };
      const reply = await pay.mutateAsync({ ...body, ...factor, idempotencyKey: payKeys.keyFor(body) });
      payKeys.done();
      return reply;
    },
    paying: pay.isPending,
    /** POST /order/externalPay: the transfer as the form holds it (validated by the caller). */
    recordTransfer: async (values: TransferValues) => {
      const body = transferBody(orderId, values);
      const reply = await record.mutateAsync({ ...body, idempotencyKey: transferKeys.keyFor(body) });
      transferKeys.done();
      return reply;
    },
    recording: record.isPending,
    /** POST /order/ship (not a money move: no key; the server's conditional update makes it safe to repeat). */
    ship: (values: ShipValues) => ship.mutateAsync(shipRequest(orderId, values)),
    shipping: ship.isPending,
    /** POST /order/confirmReceipt: settles the escrow to the seller. */
    confirmReceipt: async () => {
      const body = { orderId };
      const reply = await receipt.mutateAsync({ ...body, idempotencyKey: receiptKeys.keyFor(body) });
      receiptKeys.done();
      return reply;
    },
    confirming: receipt.isPending,
  };
}
