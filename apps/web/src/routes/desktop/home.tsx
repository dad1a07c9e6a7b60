import { Alert, Button, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BannerPosition, BannerWhich, CLUE_TABS, SLOGANS } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { Msg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { removeStaticShell, useDeferredMount } from '@/lib/static-shell';
import { useNavs } from '@/features/content/api/get-navs';
import { ShortcutStrip } from '@/features/content/components/desktop/shortcut-strip';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { GoodsListTable } from '@/features/goods/components/desktop/goods-list-table';
import { SearchBox } from '@/features/goods/components/desktop/search-box';
import { useHotWords } from '@/features/goods/hooks/use-hot-words';
import { openLink } from '@/lib/open-link';
import { searchUrl } from '@/features/goods/model/search-url';
import { useSession } from '@/lib/session';
import './home.css';

/** An important 系统公告 (issue 26), while unread: loads for a logged-in user only. */
const AnnouncementBanner = lazy(() => import('@/features/message/components/desktop/announcement-banner'));

const SLOGAN_TEXT: Record<(typeof SLOGANS)[number], string> = {
  卓越服务: '谈判人与商务全程跟单，询价到交付一站办结',
  持续创造: '持续打磨撮合、验货与担保交易流程',
  协作共赢: '原厂代理、贸易商与终端工厂高效协作',
  价值共享: '让每一颗存储芯片流通得更快、更透明',
};

const HOME_LIST_SIZE = 10;

/** /pc/home: dark gradient header and hero with the search box, slogans, 快捷入口 strip, latest supply and demand. */
export function HomePage() {
  const navigate = useAppNavigate();
  const loggedIn = useSession((s) => !!s.user);
  const hotWords = useHotWords().map((w) => w.label);
  const [active, setActive] = useState<number>(CLUE_TABS[0].active);
  const tab = CLUE_TABS.find((t) => t.active === active) ?? CLUE_TABS[0];
  const navs = useNavs({ which: BannerWhich.PC, position: BannerPosition.Home });
  const goods = useGoodsList({ type: tab.goodsType, status: GoodsStatus.OnShelf, sort: 'newest', pageNum: 1, pageSize: HOME_LIST_SIZE });
  // Deferred: a query's answer reaches the page through a store subscription, which React renders at once in one
  // task; the shortcut strip and the table then render in a transition, in slices (undefined = still loading).
  const navItems = useDeferredValue(navs.data);
  const records = useDeferredValue(goods.data?.records);
  // The sections under the hero mount one frame after it (their space kept); the server's static first paint
  // (header and hero) gives way once the whole page is ours.
  const showRest = useDeferredMount();
  useEffect(() => {
    if (showRest) removeStaticShell();
  }, [showRest]);

  return (
    <div className="pc-home">
      <section className="pc-home-hero">
        <div className="pc-container pc-home-hero-inner">
          <h1>存储芯片现货交易平台</h1>
          <p>DRAM · NAND Flash · eMMC/UFS · 内存条 · SSD，货源与求购实时撮合，担保交易验货放款</p>
          <SearchBox size="large" dark width={760} hotWords={hotWords} onSearch={(target) => navigate(searchUrl(target))} />
        </div>
      </section>

      {showRest ? (
        <>
          <div className="pc-container pc-home-slogans">
            {SLOGANS.map((slogan, i) => (
              <div key={slogan} className="pc-home-slogan">
                <span className="pc-home-slogan-mark">{String(i + 1).padStart(2, '0')}</span>
                <h3>{slogan}</h3>
                <p>{SLOGAN_TEXT[slogan]}</p>
              </div>
            ))}
          </div>

          {loggedIn && (
            <div className="pc-container">
              <Suspense fallback={null}>
                <AnnouncementBanner />
              </Suspense>
            </div>
          )}

          <section className="pc-container pc-home-block">
            <div className="pc-section-title">
              <h2>
                快捷入口<small>常用分类与服务</small>
              </h2>
            </div>
            {navs.isError ? (
              <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => navs.refetch()}>重新加载</Button>} />
            ) : navItems === undefined ? (
              <Skeleton.Button active block style={{ height: 150 }} />
            ) : (
              <ShortcutStrip items={navItems} onOpen={(url) => openLink(url, navigate)} />
            )}
          </section>

          <section className="pc-container pc-home-block">
            <div className="pc-card pc-home-market">
              <Tabs
                activeKey={String(active)}
                onChange={(key) => setActive(Number(key))}
                items={CLUE_TABS.map((t) => ({ key: String(t.active), label: `最新${t.title}` }))}
                tabBarExtraContent={<Link to={`/pc/clue?active=${active}`}>查看更多 ›</Link>}
                size="large"
              />
              {goods.isError ? (
                <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => goods.refetch()}>重新加载</Button>} />
              ) : (
                <GoodsListTable items={records ?? []} loading={records === undefined} onOpen={(item) => navigate(`/pc/prodetail/${item.goodsId}`)} />
              )}
            </div>
          </section>
        </>
      ) : (
        <div className="pc-home-rest-pending" />
      )}
    </div>
  );
}
