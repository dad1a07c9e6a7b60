import Tabs from 'antd-mobile/es/components/tabs';
import { PagedRows } from '@/components/mobile/paged-list';
import { EmptyBlock } from '@/components/mobile/empty-block';
import type { MessageRow } from '@mts/shared/schemas';
import { badgeText } from '../../hooks/use-unread';
import { kindLabel, messageTime } from '../../model/message-facts';
import type { InboxPage } from '../../model/inbox-page';
import styles from './inbox.module.css';

const EMPTY_HINT: Record<number, string> = {
  10: '订单、合同、验货与询价的进展会在这里通知您',
  20: '充值、提现与货款结算会在这里通知您',
  30: '平台的系统公告会在这里通知您',
};

/** 交易 / 资金 / 系统 with their unread counts, and the toolbar (未读 n 条 · 全部已读 · 消息设置), under the page's top. */
export function InboxTabs({ page, onSettings }: { page: InboxPage; onSettings: () => void }) {
  const total = page.unread?.total ?? 0;
  return (
    <>
      <Tabs className={styles.tabs} activeKey={String(page.tab)} onChange={(key) => page.setTab(Number(key))}>
        {page.tabs.map((t) => (
          <Tabs.Tab
            key={String(t.tab)}
            title={
              <span data-testid={`inbox-tab-${t.key}`}>
                {t.title}
                {t.unread > 0 && (
                  <span className={styles.count} data-testid={`inbox-tab-unread-${t.key}`}>
                    {badgeText(t.unread)}
                  </span>
                )}
              </span>
            }
          />
        ))}
      </Tabs>
      <div className={styles.toolbar}>
        <span data-testid="inbox-unread-total">{total > 0 ? `${total} 条未读` : '没有未读消息'}</span>
        <span>
          <button type="button" onClick={page.readAll} disabled={!page.hasUnread || page.readingAll} data-testid="inbox-read-all">
            全部已读
          </button>
          <button type="button" onClick={onSettings} data-testid="inbox-settings">
            消息设置
          </button>
        </span>
      </div>
    </>
  );
}

/** One message: a dot while unread, its kind and time, the sentence; a tap marks it read and opens its page. */
function MessageItem({ row, onOpen }: { row: MessageRow; onOpen: (row: MessageRow) => void }) {
  return (
    <button
      type="button"
      className={`${styles.row} ${row.read ? styles.read : styles.unread}`}
      onClick={() => onOpen(row)}
      data-testid="message-row"
      data-id={row.id}
      data-read={row.read ? 'true' : 'false'}
    >
      <span className={styles.rowHead}>
        <span className={styles.kind}>{kindLabel(row.kind)}</span>
        <time dateTime={row.createdAt}>{messageTime(row.createdAt)}</time>
      </span>
      <span className={styles.text} data-testid="message-text">
        {row.text}
      </span>
      {row.body ? (
        <span className={styles.body} data-testid="message-body">
          {row.body}
        </span>
      ) : null}
    </button>
  );
}

/** The tab's messages, page after page as the user scrolls. */
export function InboxList({ page }: { page: InboxPage }) {
  return (
    <PagedRows<MessageRow>
      query={page.pagesQuery}
      className={styles.list}
      testId="message-list"
      empty={<EmptyBlock description={EMPTY_HINT[page.tab] ?? ''} testId="message-empty" className={styles.empty} />}
    >
      {(row) => <MessageItem key={row.id} row={row} onOpen={page.open} />}
    </PagedRows>
  );
}
