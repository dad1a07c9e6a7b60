import { and, desc, eq, inArray } from 'drizzle-orm';
import { ContractPartyKind } from '@mts/shared/constants';
import type { ContractPartySnapshot } from '@mts/shared/schemas';
import { AuthnStatus, CompanyVerifyStatus } from '@mts/shared/status';
import { companyVerifications, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';

/**
 * Who a contract names (issue 22): a party is its approved company verification (企业认证) when it has one, else its
 * verified real name; never the free-text company name of the profile. The snapshot is written into the contract
 * when it is drawn, so a verification approved (or revoked) later does not rewrite contracts already drawn.
 */

type PartyUser = { mobile: string | null; authnStatus: number; realName: string; idNumberMasked: string | null };
type ApprovedCompany = { companyName: string; creditCode: string; legalRepresentative: string };

/** The party as the contract will name it, or null when it has neither a verified company nor a verified real name. */
export function partySnapshot(user: PartyUser | undefined, company: ApprovedCompany | undefined): ContractPartySnapshot | null {
  if (!user) return null;
  const mobile = user.mobile ?? '';
  if (company) {
    return { kind: ContractPartyKind.Company, name: company.companyName, mobile, creditCode: company.creditCode, legalRepresentative: company.legalRepresentative };
  }
  if (user.authnStatus === AuthnStatus.Verified && user.realName.trim()) {
    return { kind: ContractPartyKind.Person, name: user.realName, mobile, idNumber: user.idNumberMasked ?? '' };
  }
  return null;
}

/** The parties of the given users as a contract drawn now would name them (missing ids map to null). */
export async function partiesOf(ctx: Pick<ServiceContext, 'db'>, ids: number[]): Promise<Map<number, ContractPartySnapshot | null>> {
  const uniq = [...new Set(ids)];
  if (!uniq.length) return new Map();
  const [userRows, companyRows] = await Promise.all([
    ctx.db
      .select({ id: users.id, mobile: users.mobile, authnStatus: users.authnStatus, realName: users.realName, idNumberMasked: users.idNumberMasked })
      .from(users)
      .where(inArray(users.id, uniq)),
    ctx.db
      .select({ userId: companyVerifications.userId, companyName: companyVerifications.companyName, creditCode: companyVerifications.creditCode, legalRepresentative: companyVerifications.legalRepresentative })
      .from(companyVerifications)
      .where(and(inArray(companyVerifications.userId, uniq), eq(companyVerifications.status, CompanyVerifyStatus.Approved)))
      .orderBy(desc(companyVerifications.id)),
  ]);
  const company = new Map<number, ApprovedCompany>();
  for (const c of companyRows) if (!company.has(c.userId)) company.set(c.userId, c);
  const user = new Map(userRows.map((u) => [u.id, u]));
  return new Map(uniq.map((id) => [id, partySnapshot(user.get(id), company.get(id))]));
}
