import { useSearchParams } from 'react-router';
import { GoodsType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { SuccessCard } from '@/components/mobile/success-card';
import { useClueRecord } from '@/features/clues/api/get-clue-record';
import { myCluesPath } from '@/features/clues/model/my-clues-url';
import { useAppNavigate } from '@/lib/use-app-navigate';

/** 发布成功 (/source/publishSuccess?id=…&type=1|2): the lead awaits dispatch; publish another, see my leads, or go home. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const id = Number(searchParams.get('id')) || 0;
  const record = useClueRecord(id);
  const type = record.data?.type ?? (searchParams.get('type') === '2' ? GoodsType.Demand : GoodsType.Supply);
  const home = () => navigate('/home', { replace: true });

  return (
    <SuccessCard
      title={PublishMsg.published}
      testId="publish-success"
      onBack={home}
      text={
        record.data ? (
          <>
            {type === GoodsType.Demand ? '求购' : '货源'} <b>{record.data.goodsModel}</b> 已提交，当前状态：{record.data.statusText}
          </>
        ) : (
          '信息已提交，等待派单'
        )
      }
      sub="谈判人接单后会与您联系，进度可在「我的信息」中查看。"
      actions={[
        { text: '再发布一条', testId: 'publish-again', onClick: () => navigate(`/source/publish${type === GoodsType.Demand ? '?type=2' : ''}`, { replace: true }) },
        { text: '查看我的信息', testId: 'publish-see-mine', onClick: () => navigate(myCluesPath(type), { replace: true }) },
        { text: '返回首页', testId: 'publish-home', onClick: home },
      ]}
    />
  );
}
