import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useSearchParams } from 'react-router';
import { CLUE_TABS } from '@mts/shared/constants';
import { MyClueList } from '@/features/clues/components/mobile/my-clue-list';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './my-listings.module.css';

/** 我的信息 (/myxg/myPublishClue?active=0|1): my leads by tab 货源/求购, each opening its detail. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const back = useBack();
  const tab = CLUE_TABS.find((t) => String(t.active) === searchParams.get('active')) ?? CLUE_TABS[0];

  return (
    <div className={styles.page} data-testid="my-publish-clue">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          我的信息
        </NavBar>
        <Tabs
          activeKey={String(tab.active)}
          onChange={(key) => setSearchParams({ active: key }, { replace: true })}
          className={styles.tabs}
        >
          {CLUE_TABS.map((t) => (
            <Tabs.Tab key={String(t.active)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <MyClueList
        key={tab.goodsType}
        type={tab.goodsType}
        onOpen={(id) => navigate(`/myxg/clueDetail/${id}`)}
        onPublish={() => navigate(tab.goodsType === 2 ? '/source/publish?type=2' : '/source/publish')}
      />
    </div>
  );
}
