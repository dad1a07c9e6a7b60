import { Button, Empty, Pagination, Popconfirm, Table, Tag } from 'antd';
import { BOM_COVERAGE_LABELS, type BomCoverage } from '@mts/shared/bom';
import { formatDate } from '@mts/shared/format';
import type { BomRow } from '@mts/shared/schemas';
import { deleteBomText, type BomPage } from '../../model/bom-list-page';

export const COVERAGE_COLORS: Record<BomCoverage, string> = { full: 'success', partial: 'warning', none: 'default' };

/** 我的BOM (desktop): name, lines, coverage, time; 打开 and 删除 (asked first). */
export function BomTable({ page }: { page: BomPage }) {
  return (
    <section className="pc-card pc-bom-list" data-testid="bom-list">
      <div className="pc-bom-list-head">
        <h2 className="pc-bom-title">我的BOM</h2>
        <span className="pc-bom-sub">{page.total > 0 ? `共 ${page.total} 个` : ''}</span>
      </div>
      <Table<BomRow>
        rowKey="id"
        size="middle"
        loading={page.pageQuery.isFetching && !page.pageQuery.data}
        dataSource={page.rows}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有BOM，粘贴型号清单或上传文件开始配单" data-testid="bom-empty" /> }}
        onRow={() => ({ 'data-testid': 'bom-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, row) => (
              <a onClick={() => page.open(row.id)} className="pc-bom-name">
                {name}
              </a>
            ),
          },
          { title: '行数', dataIndex: 'lineCount', width: 80, align: 'right' },
          {
            title: '覆盖',
            dataIndex: 'coverage',
            width: 100,
            render: (c: BomCoverage) => (
              <Tag color={COVERAGE_COLORS[c]} data-testid="bom-coverage">
                {BOM_COVERAGE_LABELS[c]}
              </Tag>
            ),
          },
          { title: '更新时间', dataIndex: 'updateTime', width: 150, render: (t: string) => formatDate(t, 'yyyy-MM-dd HH:mm') },
          {
            title: '操作',
            width: 120,
            render: (_, row) => (
              <>
                <Button type="link" size="small" onClick={() => page.open(row.id)}>
                  打开
                </Button>
                <Popconfirm title="删除BOM" description={deleteBomText(row.name)} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => page.removeBom(row.id)}>
                  <Button type="link" size="small" danger data-testid="bom-delete">
                    删除
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      {page.total > page.pageSize && (
        <Pagination className="pc-bom-pager" current={page.page} pageSize={page.pageSize} total={page.total} onChange={page.setPage} showSizeChanger={false} />
      )}
    </section>
  );
}
