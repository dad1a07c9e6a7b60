import { CONTRACT_PARTY_KIND_TEXT } from '@mts/shared/constants';
import type { Contract, ContractDocument, ContractParty, ContractPartySnapshot } from '@mts/shared/schemas';
import { maskMobile } from '@mts/shared/validate';

/**
 * The contract document's read model (issue 22): the stored contract with its parties as shown and the signature
 * block. Parties' details are unmasked for those with a reason to read the contract itself (the two parties, their
 * business followers, its negotiator, operators: `unmask`); masked for anyone else the order is open to
 * (inspectors). Who may read the order at all is the caller's (order detail) decision.
 */

/** 91440300MA5XXXXX1A → 9144**********X1A-style: the first 4 and last 4 kept. */
const maskCode = (code: string) => (code.length > 8 ? `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}` : code);

/** A stored party as the document shows it; a contract drawn before the snapshot has kind null. */
export function partyView(p: ContractPartySnapshot, unmask: boolean): ContractParty {
  const kind = p.kind ?? null;
  return {
    name: p.name,
    kind,
    kindText: kind ? CONTRACT_PARTY_KIND_TEXT[kind] : '',
    mobile: unmask ? p.mobile : maskMobile(p.mobile),
    creditCode: unmask ? (p.creditCode ?? '') : maskCode(p.creditCode ?? ''),
    legalRepresentative: p.legalRepresentative ?? '',
    idNumber: p.idNumber ?? '',
  };
}

/**
 * The signature block: 甲方 confirmed by the buyer side's business follower who drew it (at generation), 乙方 by the
 * seller side's on confirmation, 丙方 the platform as escrow when the contract takes effect (the seller side's
 * confirmation). Times are the contract's own (China time), null while pending.
 */
export function signaturesOf(c: Contract): ContractDocument['signatures'] {
  return [
    { role: 'buyer', title: '甲方（买方）', party: c.buyer.name, signer: c.generatedBy ? `${c.generatedBy}（买方商务）` : '', confirmedAt: c.generatedAt || null },
    { role: 'seller', title: '乙方（卖方）', party: c.seller.name, signer: c.confirmedBy ? `${c.confirmedBy}（卖方商务）` : '', confirmedAt: c.confirmedBy ? c.confirmedAt : null },
    { role: 'platform', title: '丙方（担保方）', party: c.platformName, signer: c.confirmedBy ? `${c.platformName}（担保方）` : '', confirmedAt: c.confirmedBy ? c.confirmedAt : null },
  ];
}

/** The contract as the reader sees it. */
export function contractDocument(c: Contract, opts: { unmask: boolean }): ContractDocument {
  return { ...c, buyer: partyView(c.buyer, opts.unmask), seller: partyView(c.seller, opts.unmask), signatures: signaturesOf(c) };
}
