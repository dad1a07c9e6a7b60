import { Button, Empty, Pagination, Segmented, Table, Tabs, Tag } from 'antd';
import { formatDate } from '@mts/shared/format';
import type { RfqRow } from '@mts/shared/schemas';
import { countdownText, isOpen, isUrgent, quoteCountText, rfqStatusText, wantedText } from '../../model/rfq-facts';
import { RFQ_ROLE_TABS, RFQ_STATUS_FILTERS, type MyRfqPage, type RfqRole, type RfqStatusKey } from '../../model/rfq-list-page';

/** 我的询价 (desktop): the tabs, the status filter and the table with countdowns and quote counts. */
export function RfqTable({ page }: { page: MyRfqPage }) {
  return (
    <section className="pc-card pc-rfq-card" data-testid="rfq-page-body">
      <div className="pc-rfq-head">
        <div>
          <h2 className="pc-rfq-title">我的询价</h2>
          <p className="pc-rfq-sub">我发起的询价汇总各卖家报价，可并排比较后采纳；我收到的是买家对我持有型号的询价。</p>
        </div>
        <Button type="primary" onClick={page.goBom} data-testid="rfq-go-bom">
          BOM配单
        </Button>
      </div>
      <Tabs activeKey={page.role} onChange={(key) => page.setRole(key as RfqRole)} items={RFQ_ROLE_TABS.map((t) => ({ key: t.key, label: t.title }))} />
      <Segmented
        value={page.status}
        onChange={(key) => page.setStatus(key as RfqStatusKey)}
        options={RFQ_STATUS_FILTERS.map((f) => ({ value: f.key, label: f.title }))}
        data-testid="rfq-status"
      />
      <Table<RfqRow>
        className="pc-rfq-table"
        rowKey="id"
        loading={page.pageQuery.isFetching && !page.pageQuery.data}
        dataSource={page.rows}
        pagination={false}
        onRow={(row) => ({ onClick: () => page.open(row.id), 'data-testid': 'rfq-row', style: { cursor: 'pointer' } }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={page.role === 'buyer' ? '还没有询价，在BOM配单里勾选未找到的型号即可发起询价' : '还没有收到询价'} data-testid="rfq-empty" /> }}
        columns={[
          { title: '询价单号', dataIndex: 'rfqNo', width: 170, render: (no: string) => <span className="pc-rfq-no">{no}</span> },
          {
            title: '型号',
            dataIndex: 'goodsModel',
            render: (model: string, row) => (
              <div>
                <b className="pc-rfq-model">{model}</b>
                <div className="pc-rfq-sub-line">
                  {row.brandName && `${row.brandName} · `}
                  {wantedText(row)}
                </div>
              </div>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (_: number, row) => {
              const open = isOpen(row, page.now);
              return <Tag color={open ? 'processing' : 'default'}>{open || row.status !== 0 ? rfqStatusText(row.status) : '已截止'}</Tag>;
            },
          },
          {
            title: '报价截止',
            dataIndex: 'deadline',
            width: 190,
            render: (deadline: string, row) => (
              <div>
                <div>{formatDate(deadline, 'yyyy-MM-dd HH:mm')}</div>
                {isOpen(row, page.now) && (
                  <small className={isUrgent(deadline, page.now) ? 'pc-rfq-urgent' : 'pc-rfq-countdown'} data-testid="rfq-countdown">
                    {countdownText(deadline, page.now)}
                  </small>
                )}
              </div>
            ),
          },
          {
            title: page.role === 'buyer' ? '报价' : '我的报价',
            dataIndex: 'quoteCount',
            width: 220,
            render: (_: number, row) => <span data-testid="rfq-quote-count">{quoteCountText(row, page.role)}</span>,
          },
          { title: '发起时间', dataIndex: 'createTime', width: 150, render: (t: string) => formatDate(t, 'yyyy-MM-dd HH:mm') },
        ]}
      />
      {page.total > page.pageSize && <Pagination className="pc-rfq-pager" current={page.page} pageSize={page.pageSize} total={page.total} onChange={page.setPage} showSizeChanger={false} />}
    </section>
  );
}
