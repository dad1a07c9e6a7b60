import { users } from '../db/schema/index.ts';

type Named = { realName: string | null; nickName: string | null };

/** The display name of a party (buyer, seller, an account's holder): company, else real name, else nickname. */
export const partyName = (u: (Named & { companyName: string | null }) | null | undefined): string => (u ? u.companyName || u.realName || u.nickName || '' : '');

/** The name of a person (staff, a note's author, a lead's owner): real name, else nickname. */
export const personName = (u: Named | null | undefined): string => (u ? u.realName || u.nickName || '' : '');

/** The columns personName reads, for a select of users. */
export const personColumns = { realName: users.realName, nickName: users.nickName };
/** The columns partyName reads, for a select of users. */
export const partyColumns = { companyName: users.companyName, ...personColumns };
