import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { BANNER_SLOTS, NAV_SLOTS, slotOf } from '../../model/content';
import { ContentSlotTable, type ContentUploader } from './content-slot-table';
import { NewsTable } from './news-table';
import { CatalogueTable } from './catalogue-table';
import { RecGoodsTable } from './rec-goods-table';
import { CentresTable } from './centres-table';

const TABS = ['banners', 'nav', 'news', 'categories', 'brands', 'recGoods', 'centres'] as const;
type Tab = (typeof TABS)[number];

/** 内容 (/pc/admin/content?tab=&slot=): 广告位 (banners, the tab bar, logos) and 快捷入口 (nav items) by slot; 资讯 (news); 分类 and 品牌 (the catalogue); 推荐商品; 验货中心. */
export function ContentView({ Uploader }: { Uploader: ContentUploader }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'banners';
  const slots = tab === 'nav' ? NAV_SLOTS : BANNER_SLOTS;
  const slotKey = slotOf(slots, params.get('slot') ?? '').key;
  const go = (next: Tab, slot?: string) => setParams(slot ? { tab: next, slot } : { tab: next }, { replace: true });
  const table = (kind: 'banners' | 'nav', noun: string) => (
    <ContentSlotTable key={kind} kind={kind} slots={slots} noun={noun} Uploader={Uploader} slotKey={slotKey} onSlotChange={(slot) => go(kind, slot)} />
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => go(key as Tab)}
      destroyOnHidden
      items={[
        { key: 'banners', label: '广告位', children: tab === 'banners' ? table('banners', '广告') : null },
        { key: 'nav', label: '快捷入口', children: tab === 'nav' ? table('nav', '入口') : null },
        { key: 'news', label: '资讯', children: tab === 'news' ? <NewsTable Uploader={Uploader} /> : null },
        { key: 'categories', label: '分类', children: tab === 'categories' ? <CatalogueTable key="categories" kind="categories" Uploader={Uploader} /> : null },
        { key: 'brands', label: '品牌', children: tab === 'brands' ? <CatalogueTable key="brands" kind="brands" Uploader={Uploader} /> : null },
        { key: 'recGoods', label: '推荐商品', children: tab === 'recGoods' ? <RecGoodsTable slotKey={params.get('slot') ?? ''} onSlotChange={(slot) => go('recGoods', slot)} /> : null },
        { key: 'centres', label: '验货中心', children: tab === 'centres' ? <CentresTable /> : null },
      ]}
    />
  );
}
