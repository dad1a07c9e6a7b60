import { Alert, App, Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { useRateOrder } from '@/features/rating/api/rate-order';
import { EvaluateList } from '@/features/rating/components/desktop/evaluate-list';
import { useEvaluatePage } from '@/features/rating/hooks/use-evaluate-page';
import { EVALUATE_TABS, evaluateTabFromQuery, focusOrderIdFromQuery } from '@/features/rating/model/rating-view';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * 订单评价 (/pc/myxg/myEvaluate?tab=&orderId=): 待评价 and 已评价; each open target has its form (stars, tags, text);
 * ?orderId= (an order's 去评价) opens that order's form.
 */
export function MyEvaluatePage() {
  const [params, setParams] = useSearchParams();
  const tab = evaluateTabFromQuery(params.get('tab'));
  const focus = focusOrderIdFromQuery(params.get('orderId'));
  const { message } = App.useApp();
  const page = useEvaluatePage(tab, focus, Limits.goodsPageSize);
  const rate = useRateOrder();
  useDocumentTitle('订单评价');

  const switchTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <section className="pc-card" data-testid="my-evaluate">
      <h2 className="pc-page-card-title">订单评价</h2>
      <Tabs activeKey={String(tab)} onChange={switchTab} items={EVALUATE_TABS.map((t) => ({ key: String(t.tab), label: t.title }))} data-testid="evaluate-tabs" />
      {page.missing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={tab === 0 ? '该订单暂无待评价的对象' : '您还没有评价过该订单'}
          action={
            <Button size="small" onClick={() => switchTab(tab === 0 ? '1' : '0')}>
              查看{tab === 0 ? '已评价' : '待评价'}
            </Button>
          }
          data-testid="evaluate-missing"
        />
      )}
      <EvaluateList
        key={tab}
        tab={tab}
        page={page}
        onRate={async (body) => {
          await rate.mutateAsync(body);
          void message.success(MoneyMsg.rateOk);
          page.setOpenForm(null);
        }}
      />
    </section>
  );
}
