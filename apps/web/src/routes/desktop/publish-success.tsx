import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { GoodsType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { positiveInt } from '@/lib/query-params';
import { myCluesUrl } from '@/features/clues/model/my-clues-url';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/** /pc/source/publishSuccess?id=…: the lead awaits dispatch; publish another, see 我的信息, or go home. */
export function PublishSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const type = positiveInt(params.get('type')) ?? GoodsType.Supply;
  useDocumentTitle(PublishMsg.published);
  return (
    <div className="pc-container pc-publish">
      <section className="pc-card" data-testid="publish-success">
        <Result
          status="success"
          title={PublishMsg.published}
          subTitle={`${id ? `信息编号 ${id}，` : ''}已进入待派单，谈判人接单后会与您联系。`}
          extra={[
            <Button key="again" type="primary" onClick={() => navigate('/pc/source/publish')}>
              再发布一条
            </Button>,
            <Button key="mine" onClick={() => navigate(myCluesUrl(type))}>
              查看我的信息
            </Button>,
            <Button key="home" onClick={() => navigate('/pc/home')}>
              返回首页
            </Button>,
          ]}
        />
      </section>
    </div>
  );
}
