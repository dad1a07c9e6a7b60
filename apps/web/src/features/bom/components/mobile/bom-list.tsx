import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { BOM_COVERAGE_LABELS } from '@mts/shared/bom';
import { formatDate } from '@mts/shared/format';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { InfiniteListFooter } from '@/components/mobile/infinite-list-footer';
import { deleteBomText, type BomPage } from '../../model/bom-list-page';
import styles from './bom.module.css';

/** 我的BOM: name, lines, coverage and time; a tap opens it, 删除 asks first. */
export function BomList({ page }: { page: BomPage }) {
  const { pagesQuery } = page;
  const askDelete = async (id: number, name: string) => {
    if (await Dialog.confirm({ title: '删除BOM', content: deleteBomText(name), confirmText: '删除', cancelText: '取消' })) await page.removeBom(id);
  };
  return (
    <section className={styles.listBlock} data-testid="bom-list">
      <h2 className={styles.sectionTitle}>
        我的BOM<small>{page.total > 0 ? `共 ${page.total} 个` : ''}</small>
      </h2>
      {pagesQuery.isPending ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : page.rows.length === 0 ? (
        <EmptyBlock description="还没有BOM，粘贴型号清单或上传文件开始配单" testId="bom-empty" className={styles.empty} />
      ) : (
        <>
          {page.rows.map((row) => (
            <div key={row.id} className={styles.bomRow} data-testid="bom-row">
              <button type="button" className={styles.bomOpen} onClick={() => page.open(row.id)}>
                <span className={styles.bomName}>{row.name}</span>
                <span className={styles.bomMeta}>
                  {row.lineCount} 行 · {formatDate(row.updateTime, 'yyyy-MM-dd HH:mm')}
                </span>
              </button>
              <span className={`${styles.coverage} ${styles[`cov_${row.coverage}`]}`} data-testid="bom-coverage">
                {BOM_COVERAGE_LABELS[row.coverage]}
              </span>
              <Button size="mini" fill="none" className={styles.bomDelete} onClick={() => void askDelete(row.id, row.name)} data-testid="bom-delete">
                删除
              </Button>
            </div>
          ))}
          <InfiniteListFooter
            fetchNextPage={pagesQuery.fetchNextPage}
            hasNextPage={pagesQuery.hasNextPage}
            classNames={{ failed: styles.footer, loading: styles.footer, finished: styles.footer }}
          />
        </>
      )}
    </section>
  );
}
