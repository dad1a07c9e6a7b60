import type { ComponentType } from 'react';
import { MoneyMsg } from '@mts/shared/messages';
import { depositBody, withdrawBody } from '@mts/shared/schemas';
import { centsFromText } from '@/lib/money-input';
import { CURRENCIES, type Currency } from './accounts';

/**
 * The 充值 and 提现 forms, one model for both apps: the values as typed (money as text, so 1.234 is reported
 * rather than rounded), checked with the shared schemas (the server's own rules and messages) into the request
 * body, and a server refusal read back onto its field. The idempotency key is not part of the body: see lib/idempotency.ts.
 */
type MoneyValues = { priceUnit: Currency; amount: string };
/** 充值 with the transfer slip (an uploaded image's URL, '' until one is uploaded). */
export type DepositValues = MoneyValues & { slipUrl: string };
export type WithdrawValues = MoneyValues & { bankName: string; accountNo: string };
export type DepositField = keyof DepositValues;
export type WithdrawField = keyof WithdrawValues;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

type MoneyRequest = { priceUnit: Currency; amount: number };
export type DepositRequest = MoneyRequest & { slipUrl: string };
export type WithdrawRequest = MoneyRequest & { bankName: string; accountNo: string };

/**
 * The image uploader the 充值 form takes its transfer slip with (one picture): the uploads feature's, given by the
 * route (a feature does not import another).
 */
export type SlipUploader = ComponentType<{ value: string[]; onChange: (urls: string[]) => void; onBusyChange?: (busy: boolean) => void; max?: number }>;

/** The payee fields of 提现 as both apps show them (label, hint, keyboard, length), in order. */
export const PAYEE_FIELDS: readonly { key: 'bankName' | 'accountNo'; label: string; placeholder: string; inputMode: 'text' | 'numeric'; maxLength: number }[] = [
  { key: 'bankName', label: '开户银行', placeholder: '如：招商银行深圳分行', inputMode: 'text', maxLength: 40 },
  { key: 'accountNo', label: '银行账号', placeholder: '请输入收款银行卡号', inputMode: 'numeric', maxLength: 40 },
];

type Checked<B, F extends string> = { ok: true; body: B } | { ok: false; errors: FormErrors<F> };

export const emptyDeposit = (priceUnit: Currency = CURRENCIES[0]!.priceUnit): DepositValues => ({ priceUnit, amount: '', slipUrl: '' });
export const emptyWithdraw = (priceUnit: Currency = CURRENCIES[0]!.priceUnit): WithdrawValues => ({ priceUnit, amount: '', bankName: '', accountNo: '' });

function firstPerField<F extends string>(issues: readonly { path: PropertyKey[]; message: string }[]): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A bank account number as people copy it (6222 0200 1234 …): spaces and dashes dropped. */
export const normaliseAccountNo = (text: string) => text.replace(/[\s-]/g, '');

/** 充值: an amount of 0.01 … 100,000,000.00 in ¥ or $, and the transfer slip. */
export function checkDeposit(values: DepositValues): Checked<DepositRequest, DepositField> {
  const result = depositBody.safeParse({ priceUnit: values.priceUnit, amount: centsFromText(values.amount), slipUrl: values.slipUrl });
  if (!result.success) return { ok: false, errors: firstPerField<DepositField>(result.error.issues) };
  return { ok: true, body: { priceUnit: result.data.priceUnit, amount: result.data.amount, slipUrl: result.data.slipUrl } };
}

/**
 * 提现: amount, bank (2–40 characters) and account number (8–30 digits). Whether the amount is covered is the
 * server's to say (409 提现金额超过可提现余额): the balance may have moved since the page loaded it.
 */
export function checkWithdraw(values: WithdrawValues): Checked<WithdrawRequest, WithdrawField> {
  const result = withdrawBody.safeParse({
    priceUnit: values.priceUnit,
    amount: centsFromText(values.amount),
    bankName: values.bankName.trim(),
    accountNo: normaliseAccountNo(values.accountNo),
  });
  if (!result.success) return { ok: false, errors: firstPerField<WithdrawField>(result.error.issues) };
  const { priceUnit, amount, bankName, accountNo } = result.data;
  return { ok: true, body: { priceUnit, amount, bankName, accountNo } };
}

/** Refusals that belong to the amount: the balance does not cover it. */
const AMOUNT_MESSAGES = new Set<string>([MoneyMsg.withdrawTooMuch, MoneyMsg.insufficient]);

/**
 * Where a server refusal shows: on the field a 400 names (`参数 accountNo 无效：请输入正确的银行账号…`), on the
 * amount for 提现金额超过可提现余额, else above the submit button (the message as the server wrote it).
 */
export function serverFormError<F extends string>(message: string, fields: readonly F[]): { field?: F; message: string } {
  const named = /^参数\s+([A-Za-z]+)\s*无效[：:]\s*(.+)$/.exec(message);
  if (named && (fields as readonly string[]).includes(named[1]!)) return { field: named[1] as F, message: named[2]! };
  if (AMOUNT_MESSAGES.has(message) && (fields as readonly string[]).includes('amount')) return { field: 'amount' as F, message };
  return { message };
}

export const DEPOSIT_FIELDS: readonly DepositField[] = ['priceUnit', 'amount', 'slipUrl'];
export const WITHDRAW_FIELDS: readonly WithdrawField[] = ['priceUnit', 'amount', 'bankName', 'accountNo'];
