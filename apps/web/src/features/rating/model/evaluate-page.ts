import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import type { RateBody } from '@mts/shared/schemas';
import { useRateOrder } from '../api/rate-order';
import { useEvaluatePage } from '../hooks/use-evaluate-page';
import { evaluateTabFromQuery, focusOrderIdFromQuery, type EvaluateTab } from './rating-view';

/** What 订单评价 says when the linked order (?orderId=) has no row in the open tab, and the way to the other tab. */
export const missingNotice = (tab: EvaluateTab) =>
  tab === 0
    ? { text: '该订单暂无待评价的对象', link: '查看已评价', otherTab: '1' }
    : { text: '您还没有评价过该订单', link: '查看待评价', otherTab: '0' };

/**
 * 订单评价 (?tab=&orderId=) on both apps: the tab (switching keeps ?orderId=, replacing the history entry), the
 * tab's rows with the one open form, and the rating's submit: 评价成功 and the form closes; a refusal rejects.
 */
export function useMyEvaluatePage(notify: (text: string) => void, delayMs?: number) {
  const [params, setParams] = useSearchParams();
  const tab = evaluateTabFromQuery(params.get('tab'));
  const page = useEvaluatePage(tab, focusOrderIdFromQuery(params.get('orderId')), Limits.goodsPageSize, delayMs);
  const rate = useRateOrder();
  return {
    tab,
    page,
    switchTab: (key: string) => {
      const next = new URLSearchParams(params);
      next.set('tab', key);
      setParams(next, { replace: true });
    },
    rate: async (body: RateBody) => {
      await rate.mutateAsync(body);
      notify(MoneyMsg.rateOk);
      page.setOpenForm(null);
    },
  };
}
