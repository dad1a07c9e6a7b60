import { Alert, App, Button, Tabs } from 'antd';
import { EvaluateList } from '@/features/rating/components/desktop/evaluate-list';
import { EVALUATE_TABS } from '@/features/rating/model/rating-view';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { missingNotice, useMyEvaluatePage } from '@/features/rating/model/evaluate-page';

/**
 * 订单评价 (/pc/myxg/myEvaluate?tab=&orderId=): 待评价 and 已评价; each open target has its form (stars, tags, text);
 * ?orderId= (an order's 去评价) opens that order's form.
 */
export function MyEvaluatePage() {
  const { message } = App.useApp();
  const { tab, page, switchTab, rate } = useMyEvaluatePage((text) => void message.success(text));
  const missing = missingNotice(tab);
  useDocumentTitle('订单评价');

  return (
    <section className="pc-card" data-testid="my-evaluate">
      <h2 className="pc-page-card-title">订单评价</h2>
      <Tabs activeKey={String(tab)} onChange={switchTab} items={EVALUATE_TABS.map((t) => ({ key: String(t.tab), label: t.title }))} data-testid="evaluate-tabs" />
      {page.missing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={missing.text}
          action={
            <Button size="small" onClick={() => switchTab(missing.otherTab)}>
              {missing.link}
            </Button>
          }
          data-testid="evaluate-missing"
        />
      )}
      <EvaluateList
        key={tab}
        tab={tab}
        page={page}
        onRate={rate}
      />
    </section>
  );
}
