import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { desktopLink, NOTICE_TABS, NoticeLimits, NoticeTab, type NoticeTabKey } from '@mts/shared/notice';
import type { MessageRow, UnreadCounts } from '@mts/shared/schemas';
import { loadedRows } from '@/lib/infinite';
import { positiveInt } from '@/lib/query-params';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useMessagePage, useMessagePages } from '../api/get-messages';
import { messageKeys } from '../api/keys';
import { readAllMessages, readMessage } from '../api/read-message';
import { useUnread } from '../hooks/use-unread';

/** Where the page lives: the phone ('' base, phone links) or the desktop ('/pc', desktopLink). */
export type InboxEnv = { base: '' | '/pc'; notify: (text: string) => void };

type Page = { rows: MessageRow[]; total: number };

/** ?tab= (10 交易 / 20 资金 / 30 系统) when it names a tab, else 交易. */
export const inboxTabOf = (value: string | null): number => {
  const n = Number(value);
  return NOTICE_TABS.some((t) => t.tab === n) ? n : NoticeTab.Trade;
};

/** A tab's unread count in the counts' byTab. */
export const tabUnread = (unread: UnreadCounts | undefined, key: NoticeTabKey) => unread?.byTab[key] ?? 0;

/** The phone link or its desktop path; a message without a link opens the inbox. */
export const messageTarget = (link: string, base: '' | '/pc') => {
  const path = link && link.startsWith('/') && !link.startsWith('//') ? link : '/messages';
  return base === '/pc' ? desktopLink(path) : path;
};

const markRead = (row: MessageRow): MessageRow => (row.read ? row : { ...row, read: true });

/** Marks rows read in every cached inbox list (so a row opened and come back to shows read at once). */
function markCachedRead(client: ReturnType<typeof useQueryClient>, id: number | 'all') {
  const hit = (r: MessageRow) => id === 'all' || r.id === id;
  client.setQueriesData<Page | InfiniteData<Page>>({ queryKey: messageKeys.list() }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map((r) => (hit(r) ? markRead(r) : r)) })) };
    return { ...data, rows: data.rows.map((r) => (hit(r) ? markRead(r) : r)) };
  });
}

/**
 * 消息中心 (both apps): the tab (?tab=), its messages (a page for the desktop's table, ?page=; page after page on the
 * phone), the unread counts per tab; opening a message marks it read and follows its link; 全部已读.
 */
export function useInboxPage(env: InboxEnv, { infinite }: { infinite: boolean }) {
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = inboxTabOf(params.get('tab'));
  const page = positiveInt(params.get('page')) ?? 1;
  const pageSize = NoticeLimits.pageSize;
  const unread = useUnread();
  const pageQuery = useMessagePage({ tab, pageNum: page, pageSize }, !infinite);
  const pagesQuery = useMessagePages({ tab, pageSize }, infinite);
  const rows: MessageRow[] = infinite ? loadedRows(pagesQuery.data) : (pageQuery.data?.rows ?? []);
  const total = infinite ? (pagesQuery.data?.pages[0]?.total ?? 0) : (pageQuery.data?.total ?? 0);

  const setCounts = (counts: UnreadCounts) => client.setQueryData(messageKeys.unread(), counts);
  const read = useMutation({ mutationFn: readMessage, onSuccess: (reply) => setCounts(reply.unread) });
  const readAll = useMutation({
    mutationFn: () => readAllMessages(),
    onSuccess: (reply) => {
      setCounts(reply.unread);
      markCachedRead(client, 'all');
      env.notify(reply.updated > 0 ? '已全部标为已读' : '没有未读消息');
    },
  });

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return {
    tab,
    tabs: NOTICE_TABS.map((t) => ({ ...t, unread: tabUnread(unread, t.key) })),
    unread,
    page,
    pageSize,
    pageQuery,
    pagesQuery,
    rows,
    total,
    setTab: (next: number) => go({ tab: next === NoticeTab.Trade ? undefined : String(next), page: undefined }),
    setPage: (p: number) => go({ page: p > 1 ? String(p) : undefined }),
    /** Marks the message read (in the background) and opens its page; an announcement stays on the 系统 tab. */
    open: (row: MessageRow) => {
      if (!row.read) {
        markCachedRead(client, row.id);
        read.mutate(row.id);
      }
      const target = messageTarget(row.link, env.base);
      const here = `${env.base}/messages`;
      if (target.split('?')[0] === here) go({ tab: String(inboxTabOf(new URLSearchParams(target.split('?')[1] ?? '').get('tab'))), page: undefined });
      else navigate(target);
    },
    readAll: () => readAll.mutate(),
    readingAll: readAll.isPending,
    hasUnread: (unread?.total ?? 0) > 0,
  };
}

export type InboxPage = ReturnType<typeof useInboxPage>;
