import { formatDate } from '@mts/shared/format';
import type { ContractDocument, ContractParty } from '@mts/shared/schemas';
import { contractDeliveryRows, contractGoodsRows, contractSignOff, feeClause, type ContractRow } from './contract-terms';

/**
 * The trade contract as a document, one model for both apps' ContractView (issue 22): the head and its state, the
 * three parties with their kind (企业 / 个人) and details, the terms with the amount in words (大写金额), the
 * clauses, and the signature block (who confirmed for 甲方, 乙方 and 丙方, and when). The phone and the desktop only
 * lay it out.
 */

export type ContractDetail = { label: string; value: string };
export type ContractPartyBlock = {
  key: 'buyer' | 'seller' | 'platform';
  /** 甲方（买方）, 乙方（卖方）, 丙方（担保方）. */
  title: string;
  name: string;
  /** 企业 / 个人; '' for the platform and for contracts drawn before parties were snapshotted. */
  kindText: string;
  details: ContractDetail[];
};
export type ContractClause = { key: 'payment' | 'inspection' | 'fee' | 'remark'; title: string; text: string };
export type ContractSignLine = {
  key: 'buyer' | 'seller' | 'platform';
  title: string;
  party: string;
  /** Who confirmed and when, or 待确认. */
  signer: string;
  at: string;
  signed: boolean;
};
export type ContractDocumentView = {
  contractNo: string;
  effective: boolean;
  stateText: string;
  parties: ContractPartyBlock[];
  preamble: string;
  goods: ContractRow[];
  delivery: ContractRow[];
  clauses: ContractClause[];
  signatures: ContractSignLine[];
};

/** A party's details as the contract shows them: credit code and legal representative (企业), ID (个人), mobile. */
export function partyDetails(p: ContractParty): ContractDetail[] {
  const rows: ContractDetail[] = [];
  if (p.kind === 'company') {
    if (p.creditCode) rows.push({ label: '统一社会信用代码', value: p.creditCode });
    if (p.legalRepresentative) rows.push({ label: '法定代表人', value: p.legalRepresentative });
  }
  if (p.kind === 'person' && p.idNumber) rows.push({ label: '身份证号', value: p.idNumber });
  if (p.mobile) rows.push({ label: '联系电话', value: p.mobile });
  return rows;
}

const at = (value: string | null) => (value ? formatDate(value, 'yyyy-MM-dd HH:mm') : '');

/** Everything a ContractView renders. */
export function contractDocumentView(c: ContractDocument): ContractDocumentView {
  const sign = contractSignOff(c);
  const party = (key: 'buyer' | 'seller', title: string, p: ContractParty): ContractPartyBlock => ({ key, title, name: p.name || '—', kindText: p.kindText, details: partyDetails(p) });
  return {
    contractNo: c.contractNo,
    effective: sign.effective,
    stateText: sign.effective ? '已生效' : '待卖方商务确认（未生效）',
    parties: [
      party('buyer', '甲方（买方）', c.buyer),
      party('seller', '乙方（卖方）', c.seller),
      { key: 'platform', title: '丙方（担保方）', name: c.platformName, kindText: '', details: [] },
    ],
    preamble: `甲乙双方经${c.platformName}撮合，就下列货物的买卖达成一致，由丙方作为货款担保方，三方订立本合同，共同遵守。`,
    goods: contractGoodsRows(c),
    delivery: contractDeliveryRows(c),
    clauses: [
      { key: 'payment', title: '三、付款方式', text: c.paymentClause },
      { key: 'inspection', title: '四、验货条款', text: c.inspectionClause },
      { key: 'fee', title: '五、平台服务费', text: feeClause(c) },
      { key: 'remark', title: '六、备注', text: c.remark || '无' },
    ],
    signatures: c.signatures.map((s) => ({
      key: s.role,
      title: s.title,
      party: s.party || '—',
      signer: s.signer || (s.role === 'buyer' ? '—' : '待确认'),
      at: s.confirmedAt ? at(s.confirmedAt) : '',
      signed: s.confirmedAt !== null && s.signer !== '',
    })),
  };
}

