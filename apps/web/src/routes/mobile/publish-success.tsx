import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { CLUE_TABS, GoodsType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { useClueRecord } from '@/features/clues/api/get-clue-record';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './publish-success.module.css';

/** 发布成功 (/source/publishSuccess?id=…&type=1|2): the lead awaits dispatch; publish another, see my leads, or go home. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const id = Number(searchParams.get('id')) || 0;
  const record = useClueRecord(id);
  const type = record.data?.type ?? (searchParams.get('type') === '2' ? GoodsType.Demand : GoodsType.Supply);
  const active = CLUE_TABS.find((t) => t.goodsType === type)?.active ?? 0;

  return (
    <div className={styles.page} data-testid="publish-success">
      <NavBar className={styles.nav} onBack={() => navigate('/home', { replace: true })}>
        {PublishMsg.published}
      </NavBar>
      <div className={styles.card}>
        <span className={styles.icon}>
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
            <path d="M5 12.5l4.2 4.2L19 7" />
          </svg>
        </span>
        <h1 className={styles.title}>{PublishMsg.published}</h1>
        <p className={styles.text}>
          {record.data ? (
            <>
              {type === GoodsType.Demand ? '求购' : '货源'} <b>{record.data.goodsModel}</b> 已提交，当前状态：{record.data.statusText}
            </>
          ) : (
            '信息已提交，等待派单'
          )}
        </p>
        <p className={styles.sub}>谈判人接单后会与您联系，进度可在「我的信息」中查看。</p>
        <div className={styles.actions}>
          <Button block color="primary" shape="rounded" onClick={() => navigate(`/source/publish${type === GoodsType.Demand ? '?type=2' : ''}`, { replace: true })} data-testid="publish-again">
            再发布一条
          </Button>
          <Button block color="primary" fill="outline" shape="rounded" onClick={() => navigate(`/myxg/myPublishClue?active=${active}`, { replace: true })} data-testid="publish-see-mine">
            查看我的信息
          </Button>
          <Button block fill="none" shape="rounded" onClick={() => navigate('/home', { replace: true })} data-testid="publish-home">
            返回首页
          </Button>
        </div>
      </div>
    </div>
  );
}
