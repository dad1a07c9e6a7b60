import { Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router';
import type { MessageRow } from '@mts/shared/schemas';
import { ListLoadError } from '@/components/desktop/list-load-error';
import { badgeText } from '../../hooks/use-unread';
import { kindLabel, messageTime } from '../../model/message-facts';
import type { InboxPage } from '../../model/inbox-page';
import './messages.css';

const EMPTY_TEXT: Record<number, string> = {
  10: '暂无交易消息：订单、合同、验货与询价的进展会在这里通知您',
  20: '暂无资金消息：充值、提现与货款结算会在这里通知您',
  30: '暂无系统消息：平台的系统公告会在这里通知您',
};

/** 消息中心 (desktop): 交易 / 资金 / 系统 with unread counts, the page's messages, 全部已读, the pager. */
export function InboxView({ page }: { page: InboxPage }) {
  const { pageQuery } = page;
  const total = page.unread?.total ?? 0;
  return (
    <div className="pc-card pc-inbox" data-testid="messages-page">
      <div className="pc-inbox-head">
        <h2>消息中心</h2>
        <span>
          <span className="admin-muted" data-testid="inbox-unread-total" style={{ marginRight: 12, color: '#8f959e' }}>
            {total > 0 ? `${total} 条未读` : '没有未读消息'}
          </span>
          <Button onClick={page.readAll} disabled={!page.hasUnread} loading={page.readingAll} data-testid="inbox-read-all">
            全部已读
          </Button>
          <Link to="/pc/messages/settings" style={{ marginLeft: 12 }} data-testid="inbox-settings">
            消息设置
          </Link>
        </span>
      </div>
      <Tabs
        activeKey={String(page.tab)}
        onChange={(key) => page.setTab(Number(key))}
        items={page.tabs.map((t) => ({
          key: String(t.tab),
          label: (
            <span data-testid={`inbox-tab-${t.key}`}>
              {t.title}
              {t.unread > 0 && (
                <span className="pc-unread-count pc-inbox-tab-count" data-testid={`inbox-tab-unread-${t.key}`}>
                  {badgeText(t.unread)}
                </span>
              )}
            </span>
          ),
        }))}
      />
      {pageQuery.isError ? (
        <ListLoadError onRetry={pageQuery.refetch} />
      ) : pageQuery.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : page.rows.length === 0 ? (
        <Empty description={EMPTY_TEXT[page.tab]} data-testid="message-empty" style={{ padding: '32px 0' }} />
      ) : (
        <div data-testid="message-list">
          {page.rows.map((row) => (
            <MessageLine key={row.id} row={row} onOpen={page.open} />
          ))}
        </div>
      )}
      {page.total > page.pageSize && (
        <div className="pc-inbox-pager">
          <Pagination current={page.page} pageSize={page.pageSize} total={page.total} showSizeChanger={false} showTotal={(n) => `共 ${n} 条`} onChange={page.setPage} />
        </div>
      )}
    </div>
  );
}

function MessageLine({ row, onOpen }: { row: MessageRow; onOpen: (row: MessageRow) => void }) {
  return (
    <button
      type="button"
      className={`pc-inbox-row ${row.read ? 'is-read' : 'is-unread'}`}
      onClick={() => onOpen(row)}
      data-testid="message-row"
      data-id={row.id}
      data-read={row.read ? 'true' : 'false'}
    >
      <span className="pc-inbox-dot" aria-hidden />
      <span className="pc-inbox-main">
        <span className="pc-inbox-kind">{kindLabel(row.kind)}</span>
        <span className="pc-inbox-text" data-testid="message-text">
          {row.text}
        </span>
        {row.body ? (
          <span className="pc-inbox-body" data-testid="message-body">
            {row.body}
          </span>
        ) : null}
      </span>
      <time className="pc-inbox-time" dateTime={row.createdAt}>
        {messageTime(row.createdAt)}
      </time>
      <span className="pc-inbox-go">查看 ›</span>
    </button>
  );
}
