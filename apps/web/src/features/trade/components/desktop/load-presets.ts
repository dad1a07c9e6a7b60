import { Msg } from '@mts/shared/messages';

/** The staff trade pages' failure block (a follow item, an intention order, a contract): back to 跟单. */
export const STAFF_LOAD = {
  testId: 'page-error',
  className: 'pc-card pc-follow-prompt',
  failed: Msg.desktopUserLoadFailed,
  back: { label: '返回跟单', to: '/pc/follow' },
};
