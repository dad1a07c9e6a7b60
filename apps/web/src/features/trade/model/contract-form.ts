import { CONTRACT_INSPECTION_CLAUSE } from '@mts/shared/constants';
import { type ContractParties, generateContractBody, type GenerateContractInput, type PreOrderDetail } from '@mts/shared/schemas';
import { type ContractPartyBlock, partyDetails } from './contract-document';
import { centsFromText, intFromText, textFromCents } from '@/lib/money-input';

/**
 * The trade contract the buyer-side business follower draws up (/follow/generateTradeContract?id=followId), one
 * model for both apps: values prefilled from the intention order (what the parties agreed), the unit price typed
 * in the order's currency (→ cents), the body of POST /order/generateContract, the schema's verdict per field,
 * and the amount preview.
 */
export type ContractValues = {
  quantity: string;
  price: string;
  dateCode: string;
  condition: string;
  taxIncluded: boolean;
  deliveryPlace: string;
  deliveryDate: string;
  inspectionClause: string;
  remark: string;
};
export type ContractField = keyof ContractValues;
export type ContractErrors = Partial<Record<ContractField, string>>;

export const contractValuesOf = (o: PreOrderDetail): ContractValues => ({
  quantity: String(o.quantity),
  price: textFromCents(o.price),
  dateCode: o.dateCode,
  condition: o.condition,
  taxIncluded: o.taxIncluded,
  deliveryPlace: o.deliveryPlace,
  deliveryDate: o.deliveryDate,
  inspectionClause: CONTRACT_INSPECTION_CLAUSE,
  remark: o.remark,
});

export const contractBodyOf = (followId: number, v: ContractValues): GenerateContractInput => ({
  followId,
  quantity: intFromText(v.quantity),
  price: centsFromText(v.price),
  dateCode: v.dateCode.trim(),
  condition: v.condition as GenerateContractInput['condition'],
  taxIncluded: v.taxIncluded,
  deliveryPlace: v.deliveryPlace.trim(),
  deliveryDate: v.deliveryDate.trim(),
  inspectionClause: v.inspectionClause.trim(),
  remark: v.remark.trim(),
});

export function contractErrorsOf(followId: number, v: ContractValues): ContractErrors {
  const result = generateContractBody.safeParse(contractBodyOf(followId, v));
  const errors: ContractErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContractField | undefined;
      if (field && field in v && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** price × quantity in cents while both are valid, else null (the preview shows —). */
export function contractAmount(v: Pick<ContractValues, 'price' | 'quantity'>): number | null {
  const price = centsFromText(v.price);
  const quantity = intFromText(v.quantity);
  return Number.isFinite(price) && Number.isFinite(quantity) && price > 0 && quantity > 0 ? price * quantity : null;
}

/**
 * The parties as the contract will name them, read-only (issue 22: never typed in): 甲方 and 乙方 with their kind and
 * details; problem when one cannot be named (no verified company nor real name: the form cannot be sent), loading
 * until the preview is there.
 */
export function contractPartiesPreview(p: ContractParties | undefined): { loading: boolean; parties: ContractPartyBlock[]; problem: string | null } {
  if (!p) return { loading: true, parties: [], problem: null };
  const block = (key: 'buyer' | 'seller', title: string, party: ContractParties['buyer']): ContractPartyBlock =>
    party
      ? { key, title, name: party.name, kindText: party.kindText, details: partyDetails(party) }
      : { key, title, name: '未认证', kindText: '', details: [] };
  return { loading: false, parties: [block('buyer', '甲方（买方）', p.buyer), block('seller', '乙方（卖方）', p.seller)], problem: p.problem };
}

/** What both apps' contract forms take: the intention order it is drawn from, the follow item, the parties preview, and the submit. */
export type ContractFormProps = {
  order: PreOrderDetail;
  followId: number;
  parties: ContractParties | undefined;
  busy: boolean;
  onSubmit: (body: GenerateContractInput) => void;
};
