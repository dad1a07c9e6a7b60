import { GoodsType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { SuccessCard } from '@/components/mobile/success-card';
import { myCluesPath } from '@/features/clues/model/my-clues-url';
import { usePublishSuccess } from '@/features/clues/model/publish-success';
import { useAppNavigate } from '@/lib/use-app-navigate';

/** 发布成功 (/source/publishSuccess?id=…&type=1|2): the lead awaits dispatch; publish another, see my leads, or go home. */
export function Component() {
  const navigate = useAppNavigate();
  const { record, type } = usePublishSuccess();
  const home = () => navigate('/home', { replace: true });
  const text = record ? (
    <>
      {type === GoodsType.Demand ? '求购' : '货源'} <b>{record.goodsModel}</b> 已提交，当前状态：{record.statusText}
    </>
  ) : (
    '信息已提交，等待派单'
  );

  return (
    <SuccessCard
      title={PublishMsg.published}
      testId="publish-success"
      onBack={home}
      text={text}
      sub="谈判人接单后会与您联系，进度可在「我的信息」中查看。"
      actions={[
        { text: '再发布一条', testId: 'publish-again', onClick: () => navigate(`/source/publish${type === GoodsType.Demand ? '?type=2' : ''}`, { replace: true }) },
        { text: '查看我的信息', testId: 'publish-see-mine', onClick: () => navigate(myCluesPath(type), { replace: true }) },
        { text: '返回首页', testId: 'publish-home', onClick: home },
      ]}
    />
  );
}
