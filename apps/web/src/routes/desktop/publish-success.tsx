import { useNavigate } from 'react-router';
import { PublishMsg } from '@mts/shared/messages';
import { myCluesUrl } from '@/features/clues/model/my-clues-url';
import { usePublishSuccess } from '@/features/clues/model/publish-success';
import { ResultCard } from '@/components/desktop/result-card';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/** /pc/source/publishSuccess?id=…: the lead awaits dispatch; publish another, see 我的信息, or go home. */
export function PublishSuccessPage() {
  const navigate = useNavigate();
  const { id, type } = usePublishSuccess();
  useDocumentTitle(PublishMsg.published);
  return (
    <ResultCard
      className="pc-publish"
      testId="publish-success"
      status="success"
      title={PublishMsg.published}
      subTitle={`${id ? `信息编号 ${id}，` : ''}已进入待派单，谈判人接单后会与您联系。`}
      actions={[
        { key: 'again', text: '再发布一条', primary: true, onClick: () => navigate('/pc/source/publish') },
        { key: 'mine', text: '查看我的信息', onClick: () => navigate(myCluesUrl(type)) },
        { key: 'home', text: '返回首页', onClick: () => navigate('/pc/home') },
      ]}
    />
  );
}
