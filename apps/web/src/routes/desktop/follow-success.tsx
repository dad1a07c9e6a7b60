import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { DispatchMsg } from '@mts/shared/messages';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './publish.css';

/** /pc/follow/getFollowSuccess?goodsId=…: the lead's goods are on the shelf; see them, go back, or grab the next lead. */
export function FollowSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = positiveInt(params.get('goodsId'));
  useDocumentTitle(DispatchMsg.publishGoodsOk);
  return (
    <div className="pc-container pc-publish">
      <section className="pc-card" data-testid="follow-success">
        <Result
          status="success"
          title={DispatchMsg.publishGoodsOk}
          subTitle={`${goodsId ? `商品编号 ${goodsId}，` : ''}已上架并归货主所有，买家现在即可搜索到；该跟单已完成。`}
          extra={[
            goodsId ? (
              <Button key="goods" type="primary" onClick={() => navigate(`/pc/prodetail/${goodsId}`)}>
                查看商品
              </Button>
            ) : null,
            <Button key="follow" onClick={() => navigate('/pc/follow')}>
              返回跟单
            </Button>,
            <Button key="grab" onClick={() => navigate('/pc/follow/pendingFollow')}>
              继续抢单
            </Button>,
          ]}
        />
      </section>
    </div>
  );
}
