import { maskMobile } from '@mts/shared/validate';

type Named = { nick_name?: string | null; realName?: string | null; mobile?: string | null };

/**
 * The name a person is shown by in the headers and the user centre (issue 22): never a role code or a masked
 * mobile when there is a name. The nickname first (registration fills it, 用户1234, and people set their own), then the
 * verified real name (it reaches the web masked, *伟, issue 11), and the masked mobile only when neither exists.
 */
export function displayName(user: Named | null | undefined): string {
  if (!user) return '';
  return user.nick_name?.trim() || user.realName?.trim() || (user.mobile ? maskMobile(user.mobile) : '');
}

/** The one character in an avatar without a picture: the name's first (a Chinese surname, or a letter). */
export const avatarChar = (name: string) => Array.from(name.replace(/^[*\s]+/, ''))[0] ?? '';
