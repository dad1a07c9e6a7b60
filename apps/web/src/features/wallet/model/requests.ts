import { formatPrice } from '@mts/shared/format';
import type { DepositInfo, EscrowAccount, Withdrawal } from '@mts/shared/schemas';
import { DepositStatus, depositMachine, statusLabel, WithdrawalStatus, withdrawalMachine } from '@mts/shared/status';
import { currencyOf } from './accounts';
import { minuteOf } from './statement';

/** Where a request stands, for its note (the badge's colour is the machine's tone of `status`). */
export type Tone = 'pending' | 'done' | 'refused';

/** The lines of the transfer a deposit asks for, each copyable: the platform account and the reference to write. */
export type TransferLine = { key: 'name' | 'bank' | 'accountNo' | 'amount' | 'reference'; label: string; value: string; copy: string };

export function transferLines(account: EscrowAccount, amount: number, priceUnit: number, reference: string): TransferLine[] {
  const money = formatPrice(amount, priceUnit);
  return [
    { key: 'name', label: '收款户名', value: account.name, copy: account.name },
    { key: 'bank', label: '开户银行', value: account.bank, copy: account.bank },
    { key: 'accountNo', label: '收款账号', value: groupDigits(account.accountNo), copy: account.accountNo },
    // What the bank form wants: the plain number (12000.50), not ¥12,000.50.
    { key: 'amount', label: '转账金额', value: money, copy: (amount / 100).toFixed(2) },
    { key: 'reference', label: '转账附言', value: reference, copy: reference },
  ];
}

/** 755912345610801 → 7559 1234 5610 801 (easier to read out and compare; copied without the spaces). */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export type DepositView = {
  id: number;
  reference: string;
  amount: string;
  currency: string;
  status: number;
  statusText: string;
  tone: Tone;
  /** What happens next, in words. */
  note: string;
  time: string;
  /** Shown again while 待到账, so the user can still make or check the transfer. */
  lines: TransferLine[] | null;
  /** The transfer slip the deposit was declared with ('' on older ones). */
  slipUrl: string;
};

/** What happens next to a deposit: it waits for the transfer, it was credited, or it was rejected (with why). */
function depositNote(d: DepositInfo): { tone: Tone; note: string } {
  if (d.status === DepositStatus.Pending) return { tone: 'pending', note: '请按收款信息转账并填写附言，平台确认到账后计入可用余额' };
  if (d.status === DepositStatus.Rejected) return { tone: 'refused', note: `驳回原因：${d.reason || '未说明'}` };
  return { tone: 'done', note: '已计入可用余额' };
}

export function depositView(d: DepositInfo): DepositView {
  const pending = d.status === DepositStatus.Pending;
  return {
    id: d.id,
    reference: d.reference,
    amount: formatPrice(d.amount, d.priceUnit),
    currency: currencyOf(d.priceUnit).name,
    status: d.status,
    statusText: d.statusText || statusLabel(depositMachine, d.status),
    ...depositNote(d),
    time: minuteOf(d.createTime),
    lines: pending ? transferLines(d.account, d.amount, d.priceUnit, d.reference) : null,
    slipUrl: d.slipUrl,
  };
}

export type WithdrawalView = {
  id: number;
  amount: string;
  currency: string;
  /** 招商银行 ****1234 · 张三 */
  payee: string;
  status: number;
  statusText: string;
  tone: Tone;
  note: string;
  time: string;
};

export function withdrawalView(w: Withdrawal): WithdrawalView {
  const tone: Tone = w.status === WithdrawalStatus.Pending ? 'pending' : w.status === WithdrawalStatus.Paid ? 'done' : 'refused';
  const note =
    tone === 'pending' ? '金额已冻结，等待平台打款' : tone === 'done' ? '已打款至您的银行账户' : `拒绝原因：${w.reason || '未说明'}（金额已退回可提现余额）`;
  return {
    id: w.id,
    amount: formatPrice(w.amount, w.priceUnit),
    currency: currencyOf(w.priceUnit).name,
    payee: [w.bankName, w.accountNo].filter(Boolean).join(' ') + (w.accountName ? ` · ${w.accountName}` : ''),
    status: w.status,
    statusText: w.statusText || statusLabel(withdrawalMachine, w.status),
    tone,
    note,
    time: minuteOf(w.createTime),
  };
}
