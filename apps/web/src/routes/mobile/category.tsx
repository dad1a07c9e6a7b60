import { useState } from 'react';
import SideBar from 'antd-mobile/es/components/side-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg } from '@mts/shared/messages';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { SafeImage } from '@/components/safe-image';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SearchEntry } from '@/components/mobile/search-entry';
import styles from './category.module.css';

/** antd-mobile's ErrorBlock with only the illustration used here (the stock one bundles all four, about 10 KB gzip). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

const listPath = (categoryId: number) => `/searchlist?categoryId=${categoryId}`;

/** Category: top categories on the left, the selected one's children (with pictures) on the right. */
export function Component() {
  const navigate = useAppNavigate();
  const tree = useCategoryTree();
  const [selected, setSelected] = useState<string | null>(null);
  const tops = tree.data ?? [];
  const top = tops.find((c) => String(c.id) === selected) ?? tops[0];

  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchEntry onOpen={() => navigate('/search')} tone="grey" testId="category-search" />
      </div>
      {tree.isPending ? (
        <div className={styles.loading}>
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      ) : tree.isError ? (
        <button type="button" className={styles.failed} onClick={() => void tree.refetch()}>
          {Msg.listLoadFailed}
        </button>
      ) : tops.length === 0 || !top ? (
        <ErrorBlock status="empty" title={Msg.empty} description="" />
      ) : (
        <div className={styles.body}>
          <SideBar activeKey={String(top.id)} onChange={setSelected} className={styles.side}>
            {tops.map((c) => (
              <SideBar.Item key={c.id} title={c.name} />
            ))}
          </SideBar>
          <div className={styles.content} data-testid="category-children">
            <button type="button" className={styles.all} onClick={() => navigate(listPath(top.id))}>
              <SafeImage src={top.picture} alt="" className={styles.allImage} />
              <span className={styles.allText}>
                <strong>全部{top.name}</strong>
                <span>查看该分类下全部货源与求购</span>
              </span>
            </button>
            {top.children.length > 0 && (
              <>
                <h3 className={styles.groupTitle}>{top.name}</h3>
                <div className={styles.grid}>
                  {top.children.map((child) => (
                    <button key={child.id} type="button" className={styles.child} onClick={() => navigate(listPath(child.id))} data-testid="category-child">
                      <span className={styles.childImage}>
                        <SafeImage src={child.picture} alt="" />
                      </span>
                      <span className={styles.childName}>{child.name}</span>
                    </button>
                  ))}
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
