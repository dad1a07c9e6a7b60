import { describe, expect, it } from 'vitest';
import type { OrderDetail, TransferRecord } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { actionFlags } from '@/test/trade-fixtures';
import {
  amountDiffers,
  emptyShip,
  formatPaidAt,
  initialTransfer,
  paidAtFromLocalInput,
  paidAtToLocalInput,
  shipErrors,
  shipRequest,
  transferBody,
  transferErrors,
} from './money-forms';
import { availableOrderActions, orderActions } from './order-view';
import {
  availableIn,
  inspectionRows,
  insufficientText,
  payBlock,
  payConfirmText,
  paymentRows,
  receiptConfirmText,
  refundRows,
  settlementRows,
  shipmentRows,
  transferView,
  walletPay,
} from './payment';

const transfer = (over: Partial<TransferRecord> = {}): TransferRecord => ({
  id: 1,
  orderId: 7,
  amount: 2_421_600,
  payerName: '深圳市某某电子有限公司',
  paidAt: '2026-11-20 10:30',
  receiptUrl: '/uploads/2026/abc.webp',
  status: 10,
  statusText: '待确认',
  recordedBy: '王强',
  reason: '',
  createTime: '2026-11-20 10:35:12',
  ...over,
});

const flags = actionFlags;
const keys = (o: ReturnType<typeof flags>) => orderActions(o).map((a) => `${a.label}${a.path ? ` ${a.path}` : ''}`);

describe('order actions by flags (the one place that decides the buttons)', () => {
  it('the buyer at 待付款: 银行转账 → /externalPayInfo and 去支付 → /pay', () => {
    expect(keys(flags({ canPay: true, canPayWallet: true, canRecordTransfer: true }, [], 3))).toEqual([
      '查看意向单 /preOrderDetail/3',
      '银行转账 /externalPayInfo?orderId=7',
      '去支付 /pay?mode=order&orderId=7',
    ]);
  });

  it('the buyer with a transfer waiting for the platform: 查看转账 instead of 银行转账, 去支付 stays', () => {
    expect(keys(flags({ canPay: true, canPayWallet: true }, [transfer()]))).toEqual(['查看转账 /externalPayInfo?orderId=7', '去支付 /pay?mode=order&orderId=7']);
  });

  it('the buyer-side business follower: 去支付 → /externalPay (spec section 4), 查看转账 while one waits', () => {
    expect(keys(flags({ canPay: true, canRecordTransfer: true }))).toEqual(['去支付 /externalPay?orderId=7']);
    expect(keys(flags({ canPay: true }, [transfer()]))).toEqual(['查看转账 /externalPayInfo?orderId=7']);
  });

  it('ship, confirm receipt act in place; rate and inspect link to their pages', () => {
    expect(keys(flags({ canShip: true }))).toEqual(['发货']);
    expect(keys(flags({ canConfirmReceipt: true }))).toEqual(['确认收货']);
    expect(keys(flags({ canRateOrder: true }))).toEqual(['去评价 /myxg/myEvaluate?orderId=7']);
    expect(keys(flags({ canRateNegotiator: true }))).toEqual(['去评价 /myxg/myEvaluate?orderId=7']);
    expect(keys(flags({ canRateStaff: true, canRateOrder: true }))).toEqual(['去评价 /myxg/myEvaluate?orderId=7']);
    expect(keys(flags({ canGrabInspection: true }))).toEqual(['去验货 /myxg/myYanHuoDetail?id=7']);
    expect(keys(flags({ canInspect: true }))).toEqual(['去验货 /myxg/myYanHuoDetail?id=7']);
  });

  it('no flag, no button (the seller at 待付款, anyone once done)', () => {
    expect(keys(flags())).toEqual([]);
  });

  it('links only to pages the app has; in-place actions always', () => {
    const actions = orderActions(flags({ canShip: true, canRateOrder: true }, [], 3));
    const noEvaluate = (path: string) => !path.startsWith('/myxg/myEvaluate');
    expect(availableOrderActions(actions, noEvaluate).map((a) => a.key)).toEqual(['preOrder', 'ship']);
  });
});

describe('the wallet payment', () => {
  const balance = { accounts: [{ priceUnit: 0, withdrawableBalance: 5_000_000 }, { priceUnit: 10, withdrawableBalance: 1_000_000 }] };

  it('reads the available balance in the order currency; null while unknown', () => {
    expect(availableIn(balance, 10)).toBe(1_000_000);
    expect(availableIn(balance, 0)).toBe(5_000_000);
    expect(availableIn({ accounts: [] }, 10)).toBe(0);
    expect(availableIn(undefined, 10)).toBeNull();
  });

  it('covers: amount and balance in the currency, no shortfall', () => {
    expect(walletPay({ amount: 1_000_000, priceUnit: 10 }, 1_000_000)).toEqual({ amount: '$10,000.00', available: '$10,000.00', covers: true, shortfall: 0, shortfallText: '' });
  });

  it('short: the shortfall in the currency, and the notice names both ways out', () => {
    const pay = walletPay({ amount: 2_421_600, priceUnit: 10 }, 1_000_000);
    expect(pay).toMatchObject({ covers: false, shortfall: 1_421_600, shortfallText: '还差 $14,216.00' });
    expect(insufficientText(pay)).toBe('可用余额不足：可用 $10,000.00，还差 $14,216.00。请先充值，或通过银行转账支付。');
    expect(walletPay({ amount: 150, priceUnit: 0 }, 0)).toMatchObject({ available: '¥0.00', shortfallText: '还差 ¥1.50' });
  });

  it('unknown balance: -- and no decision yet', () => {
    expect(walletPay({ amount: 100, priceUnit: 0 }, null)).toEqual({ amount: '¥1.00', available: '--', covers: null, shortfall: 0, shortfallText: '' });
  });

  it('the confirm restates the order number and the amount', () => {
    const text = payConfirmText({ orderNo: 'DD20261120000042', amount: 2_421_600, priceUnit: 10 });
    expect(text.orderNo).toBe('订单号 DD20261120000042');
    expect(text.amount).toBe('支付金额 $24,216.00');
  });

  it('who may not pay here, and why', () => {
    const o = { status: OrderStatus.AwaitingPayment, statusText: '待付款', canPay: true, canPayWallet: true, canRecordTransfer: true };
    expect(payBlock(o)).toBeNull();
    expect(payBlock({ ...o, canPayWallet: false })).toEqual({ title: '余额支付仅限买方本人', text: '您是该订单的买方商务，可以为买方登记银行转账。', transfer: true });
    expect(payBlock({ ...o, canPay: false, canPayWallet: false, canRecordTransfer: false })).toMatchObject({ title: '只有该订单的买方可以付款', transfer: false });
    expect(payBlock({ ...o, status: OrderStatus.AwaitingShipment, statusText: '待发货', canPay: false, canPayWallet: false })).toMatchObject({ title: '该订单已付款' });
    expect(payBlock({ ...o, status: OrderStatus.Closed, statusText: '已关闭', canPay: false, canPayWallet: false })).toMatchObject({ title: '该订单已关闭' });
  });
});

describe('the order page money block', () => {
  const base = {
    status: OrderStatus.AwaitingPayment,
    amount: 2_421_600,
    priceUnit: 10,
    quantity: 1000,
    inspection: null,
    inspectorName: '',
    shipment: null,
    autoConfirmAt: null,
    contract: { feeBps: 50 } as OrderDetail['contract'],
    payment: {
      method: null,
      paidAt: null,
      account: { name: 'n', bank: 'b', accountNo: '1' },
      reference: 'DD1',
      transfers: [],
      fee: null,
      sellerReceived: null,
      settledAt: null,
      refundedAt: null,
    } as OrderDetail['payment'],
  };

  it('unpaid: 待付款 and the amount; a waiting transfer says so; nothing before the contract is confirmed', () => {
    expect(paymentRows(base)).toEqual([
      ['支付状态', '待付款'],
      ['应付金额', '$24,216.00'],
    ]);
    expect(paymentRows({ ...base, payment: { ...base.payment, transfers: [transfer()] } })![0]).toEqual(['支付状态', '银行转账待平台确认']);
    expect(paymentRows({ ...base, status: OrderStatus.AwaitingContract })).toBeNull();
    expect(paymentRows({ ...base, status: OrderStatus.Closed })).toBeNull();
  });

  it('paid: method and time; settled; refunded', () => {
    const paid = { ...base, status: OrderStatus.AwaitingShipment, payment: { ...base.payment, method: 'wallet' as const, paidAt: '2026-11-20 10:30:05' } };
    expect(paymentRows(paid)).toEqual([
      ['支付状态', '已付款，平台担保中'],
      ['支付方式', '余额支付'],
      ['支付时间', '2026-11-20 10:30'],
      ['支付金额', '$24,216.00'],
    ]);
    expect(paymentRows({ ...paid, payment: { ...paid.payment, method: 'transfer' } })![1]).toEqual(['支付方式', '对公转账']);
    const settled = { ...paid, status: OrderStatus.Completed, payment: { ...paid.payment, fee: 12_108, sellerReceived: 2_409_492, settledAt: '2026-11-25 09:00:00' } };
    expect(paymentRows(settled)![0]).toEqual(['支付状态', '已结算给卖方']);
    expect(settlementRows(settled)).toEqual([
      ['货款', '$24,216.00'],
      ['平台服务费', '$121.08（0.5%，卖方承担）'],
      ['卖方实收', '$24,094.92'],
      ['结算时间', '2026-11-25 09:00'],
    ]);
    expect(settlementRows(paid)).toBeNull();
    expect(refundRows(paid)).toBeNull();
    expect(refundRows({ ...paid, payment: { ...paid.payment, refundedAt: '2026-11-26 12:00:00' } })).toEqual([
      ['退款金额', '$24,216.00'],
      ['退款去向', '买方钱包可用余额'],
      ['退款时间', '2026-11-26 12:00'],
    ]);
  });

  it('the auto-confirm date at 待收货', () => {
    expect(settlementRows({ ...base, status: OrderStatus.AwaitingReceipt, autoConfirmAt: '2026-12-01 10:00:00' })).toEqual([
      ['自动确认', '2026-12-01 10:00 前未确认收货的，系统将自动确认并结算'],
    ]);
  });

  it('shipment and the inspection report', () => {
    expect(shipmentRows(base)).toBeNull();
    expect(shipmentRows({ shipment: { carrier: '顺丰速运', trackingNo: 'SF123456', shippedAt: '2026-11-21 08:00:00' } })).toEqual([
      ['物流公司', '顺丰速运'],
      ['运单号', 'SF123456'],
      ['发货时间', '2026-11-21 08:00'],
    ]);
    expect(inspectionRows({ ...base, status: OrderStatus.AwaitingInspection })).toEqual([['验货员', '待验货员领取']]);
    expect(inspectionRows({ ...base, status: OrderStatus.AwaitingInspection, inspectorName: '张敏' })).toEqual([['验货员', '张敏']]);
    expect(inspectionRows(base)).toBeNull();
    const report = {
      id: 1,
      orderId: 7,
      result: 'fail' as const,
      resultText: '不通过',
      countedQuantity: 900,
      dateCodeSeen: '2236',
      markings: '丝印模糊',
      photos: [],
      notes: '批号与合同不符',
      inspectorName: '张敏',
      createTime: '2026-11-22 15:00:00',
    };
    expect(inspectionRows({ ...base, status: OrderStatus.Refunding, inspection: report })).toEqual([
      ['清点数量', '900 片（合同 1,000 片）'],
      ['实物批号', '2236'],
      ['丝印/标识', '丝印模糊'],
      ['验货备注', '批号与合同不符'],
      ['验货员', '张敏'],
      ['验货时间', '2026-11-22 15:00'],
    ]);
    expect(inspectionRows({ ...base, inspection: { ...report, countedQuantity: 1000 } })![0]).toEqual(['清点数量', '1,000 片（与合同一致）']);
  });

  it('a transfer as listed: amount, payer, time, status, and the reason of a rejection', () => {
    expect(transferView(transfer(), 10)).toEqual({
      amount: '$24,216.00',
      payer: '深圳市某某电子有限公司',
      paidAt: '2026-11-20 10:30',
      recorded: '王强 · 2026-11-20 10:35',
      status: '待确认',
      tone: 'warning',
      reason: '',
    });
    expect(transferView(transfer({ status: 20, statusText: '已确认' }), 10).tone).toBe('success');
    expect(transferView(transfer({ status: 30, statusText: '已驳回', reason: '未收到款项' }), 10)).toMatchObject({ tone: 'danger', reason: '驳回原因：未收到款项' });
  });

  it('the confirm-receipt dialog says it releases the money to the seller', () => {
    expect(receiptConfirmText({ orderNo: 'DD1', amount: 100, priceUnit: 0 }).text).toContain('货款 ¥1.00 结算给卖方');
  });
});

describe('the transfer form', () => {
  const now = new Date(2026, 10, 20, 10, 30, 45);
  const valid = { amount: '24216', payerName: '深圳市某某电子有限公司', paidAt: '2026-11-20 10:30', receiptUrl: '/uploads/2026/0123456789abcdef0123456789abcdef.webp' };

  it('paidAt is yyyy-MM-dd HH:mm, and converts to and from the datetime-local input', () => {
    expect(formatPaidAt(new Date(2026, 0, 5, 9, 7, 59))).toBe('2026-01-05 09:07');
    expect(paidAtToLocalInput('2026-01-05 09:07')).toBe('2026-01-05T09:07');
    expect(paidAtFromLocalInput('2026-01-05T09:07')).toBe('2026-01-05 09:07');
  });

  it('starts from the order amount and the current minute', () => {
    expect(initialTransfer({ amount: 2_421_650 }, now)).toEqual({ amount: '24216.50', payerName: '', paidAt: '2026-11-20 10:30', receiptUrl: '' });
  });

  it('the body in cents, trimmed', () => {
    expect(transferBody(7, { ...valid, amount: '24216.5', payerName: '  王强  ' })).toEqual({ orderId: 7, amount: 2_421_650, payerName: '王强', paidAt: '2026-11-20 10:30', receiptUrl: valid.receiptUrl });
  });

  it('a valid transfer has no error', () => {
    expect(transferErrors(7, valid, now)).toEqual({});
  });

  it('each field with the shared message', () => {
    const errors = transferErrors(7, { amount: '12.345', payerName: '王', paidAt: '2026-13-01 10:00', receiptUrl: '' }, now);
    expect(errors).toEqual({
      amount: '请输入正确的金额（0.01–100,000,000.00）',
      payerName: '请输入付款账户名（2–60 个字）',
      paidAt: '请输入正确的转账时间（yyyy-MM-dd HH:mm）',
      receiptUrl: '请上传转账凭证图片',
    });
    expect(transferErrors(7, { ...valid, amount: '0' }, now).amount).toBe('请输入正确的金额（0.01–100,000,000.00）');
    expect(transferErrors(7, { ...valid, paidAt: '' }, now).paidAt).toBe('请输入正确的转账时间（yyyy-MM-dd HH:mm）');
    expect(transferErrors(7, { ...valid, receiptUrl: 'https://example.com/a.png' }, now).receiptUrl).toBe('请上传转账凭证图片');
  });

  it('a transfer time in the future is refused', () => {
    expect(transferErrors(7, { ...valid, paidAt: '2026-11-20 10:31' }, now).paidAt).toBe('转账时间不能晚于现在');
  });

  it('says when the typed amount differs from the order', () => {
    expect(amountDiffers({ amount: 2_421_600 }, { amount: '24216' })).toBe(false);
    expect(amountDiffers({ amount: 2_421_600 }, { amount: '24000' })).toBe(true);
    expect(amountDiffers({ amount: 2_421_600 }, { amount: '' })).toBe(false);
  });
});

describe('the ship form', () => {
  it('carrier and tracking number with the shared messages', () => {
    expect(shipErrors(7, emptyShip())).toEqual({ carrier: '请输入物流公司（2–30 个字）', trackingNo: '请输入正确的运单号（4–40 位字母或数字）' });
    expect(shipErrors(7, { centreId: null, carrier: '顺丰速运', trackingNo: 'SF 123' })).toEqual({ trackingNo: '请输入正确的运单号（4–40 位字母或数字）' });
    expect(shipErrors(7, { centreId: null, carrier: '顺丰速运', trackingNo: 'SF1234567890' })).toEqual({});
    expect(shipRequest(7, { centreId: null, carrier: ' 顺丰速运 ', trackingNo: ' SF1234 ' })).toEqual({ orderId: 7, carrier: '顺丰速运', trackingNo: 'SF1234' });
  });

  it('names an inspection centre whenever the platform lists any (issue 22)', () => {
    expect(shipErrors(7, { centreId: null, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, 2)).toEqual({ centreId: '请选择验货中心' });
    expect(shipErrors(7, { centreId: 2, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, 2)).toEqual({});
    expect(shipRequest(7, { centreId: 2, carrier: '顺丰速运', trackingNo: 'SF1234' })).toEqual({ orderId: 7, centreId: 2, carrier: '顺丰速运', trackingNo: 'SF1234' });
  });
});
