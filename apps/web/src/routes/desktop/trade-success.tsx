import { Button, Result, Steps } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatPieces, formatPrice } from '@mts/shared/format';
import { preOrderDetailQueryOptions } from '@/features/trade/api/get-pre-orders';
import { NEXT_STEPS, parseIds } from '@/features/trade/model/success';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/** /pc/preOrderSuccess?ids=1,2: the intention orders just submitted, what happens next, 查看意向单 and 返回首页. */
export function PreOrderSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const ids = parseIds(params.get('ids'));
  const details = useQueries({ queries: ids.map((id) => preOrderDetailQueryOptions(id)) });
  const detailPath = (id: number) => `/pc/preOrderDetail/${id}`;
  useDocumentTitle('意向单已提交');

  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }}>
      <div className="pc-card" style={{ padding: 32 }} data-testid="pre-order-success">
        <Result
          status="success"
          title="意向单已提交"
          subTitle={`共 ${ids.length} 张意向单，当前状态：待确认`}
          extra={[
            ids.length === 1 && isAvailable(detailPath(ids[0]!)) ? (
              <Button key="see" type="primary" onClick={() => navigate(detailPath(ids[0]!))}>
                查看意向单
              </Button>
            ) : null,
            <Button key="home" onClick={() => navigate('/pc/home')} data-testid="success-home">
              返回首页
            </Button>,
          ]}
        >
          <div data-testid="success-orders">
            {ids.map((id, i) => {
              const d = details[i]?.data;
              return (
                <p key={id} data-testid="success-order" style={{ display: 'flex', gap: 16, margin: '6px 0' }}>
                  <b>{d?.orderNo ?? `意向单 ${id}`}</b>
                  {d && (
                    <span>
                      {d.goodsModel} × {formatPieces(d.quantity)} · {formatPrice(d.amount, d.priceUnit)}
                    </span>
                  )}
                  {isAvailable(detailPath(id)) && <Link to={detailPath(id)}>查看意向单</Link>}
                </p>
              );
            })}
          </div>
          <h3 style={{ marginTop: 24 }}>接下来</h3>
          <Steps
            current={0}
            items={NEXT_STEPS.map((s) => ({ title: s.status, description: `${s.who}：${s.text}` }))}
          />
        </Result>
      </div>
    </div>
  );
}
