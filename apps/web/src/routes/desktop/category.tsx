import { Alert, Anchor, Button, Empty, Skeleton } from 'antd';
import { Msg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { CategoryBoard } from '@/features/content/components/desktop/category-board';
import { searchUrl } from '@/features/goods/model/search-url';
import './category.css';

/** /pc/category: all top categories with their children; a card opens the search for that category. */
export function CategoryPage() {
  const navigate = useAppNavigate();
  const tree = useCategoryTree();

  return (
    <div className="pc-container pc-category">
      <div className="pc-section-title">
        <h2>
          商品分类<small>DRAM、NAND、晶圆、嵌入式存储、内存模组、SSD 与存储卡</small>
        </h2>
      </div>
      {tree.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : tree.isError ? (
        <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => tree.refetch()}>重新加载</Button>} />
      ) : tree.data.length === 0 ? (
        <Empty description={Msg.empty} />
      ) : (
        <div className="pc-category-layout">
          <aside className="pc-category-aside">
            <Anchor
              offsetTop={88}
              targetOffset={88}
              items={tree.data.map((top) => ({ key: String(top.id), href: `#category-${top.id}`, title: top.name }))}
              replace
            />
          </aside>
          <CategoryBoard tree={tree.data} onPick={(c) => navigate(searchUrl({ categoryId: c.id }))} />
        </div>
      )}
    </div>
  );
}
