import { useNavigate, useSearchParams } from 'react-router';
import { DispatchMsg } from '@mts/shared/messages';
import { positiveInt } from '@/lib/query-params';
import { ResultCard } from '@/components/desktop/result-card';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './publish.css';

/** /pc/follow/getFollowSuccess?goodsId=…: the lead's goods are on the shelf; see them, go back, or grab the next lead. */
export function FollowSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = positiveInt(params.get('goodsId'));
  useDocumentTitle(DispatchMsg.publishGoodsOk);
  return (
    <ResultCard
      className="pc-publish"
      testId="follow-success"
      status="success"
      title={DispatchMsg.publishGoodsOk}
      subTitle={`${goodsId ? `商品编号 ${goodsId}，` : ''}已上架并归货主所有，买家现在即可搜索到；该跟单已完成。`}
      actions={[
        { key: 'goods', text: '查看商品', primary: true, hidden: !goodsId, onClick: () => navigate(`/pc/prodetail/${goodsId}`) },
        { key: 'follow', text: '返回跟单', onClick: () => navigate('/pc/follow') },
        { key: 'grab', text: '继续抢单', onClick: () => navigate('/pc/follow/pendingFollow') },
      ]}
    />
  );
}
