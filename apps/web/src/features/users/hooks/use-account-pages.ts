import { BusinessType } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import type { AuthnBody, ShopApplyBody } from '@mts/shared/schemas';
import { isVerified, ShopApplyStatus } from '@mts/shared/status';
import { useSubmitAuthn } from '../api/authn';
import { useApplyForShop } from '../api/shop-apply';
import { useCurrentUser, useRefreshDetails } from './use-current-user';

/** What an account page needs from its app: how a success is said, and where it goes once done. */
export type AccountPageEnv = { notify: (text: string) => void; leave: () => void };

/** Sends a form; on success says the server's message (else `okText`), reloads the user's details and leaves. A refusal was toasted by the client. */
function useDone({ notify, leave }: AccountPageEnv, okText: string) {
  const refreshDetails = useRefreshDetails();
  return async (send: () => Promise<{ msg?: string }>) => {
    let reply;
    try {
      reply = await send();
    } catch {
      return;
    }
    notify(reply.msg || okText);
    await refreshDetails();
    leave();
  };
}

/** 实名认证 (/realname, /pc/realname): the user, whether verified (authnStatus 1), and the verification. */
export function useRealNamePage(env: AccountPageEnv) {
  const user = useCurrentUser();
  const submit = useSubmitAuthn();
  const done = useDone(env, AuthMsg.realNameOk);
  return {
    user,
    verified: isVerified(user),
    submitting: submit.isPending,
    verify: (body: AuthnBody) => done(() => submit.mutateAsync(body)),
  };
}

/** What the 申请成为谈判人 page shows: 审核中 while an application is open, nothing to apply for past 普通用户, else the form. */
export type ShopApplyState = 'underReview' | 'notNeeded' | 'form';

/** 申请成为谈判人 (/applybroker, /pc/applybroker): the user, what the page shows, and the application. */
export function useShopApplyPage(env: AccountPageEnv) {
  const user = useCurrentUser();
  const apply = useApplyForShop();
  const done = useDone(env, AuthMsg.applyOk);
  let state: ShopApplyState = 'form';
  if (user?.shopStatus === ShopApplyStatus.UnderReview) state = 'underReview';
  else if (user && user.businessType !== BusinessType.Ordinary) state = 'notNeeded';
  return {
    user,
    state,
    submitting: apply.isPending,
    apply: (body: ShopApplyBody) => done(() => apply.mutateAsync(body)),
  };
}
