import type { MessageRow, MessageSettings, UnreadCounts } from '@mts/shared/schemas';

/** A fake 消息中心 server for page tests: the inbox of one user, its counts, settings and banner; calls recorded. */
export type MessageNet = {
  rows: MessageRow[];
  unread: UnreadCounts;
  settings: MessageSettings;
  banner: { id: number; messageId: number; title: string; body: string; createdAt: string }[];
  listCalls: Record<string, unknown>[];
  unreadCalls: number;
  posts: { url: string; body: unknown }[];
};

export const counts = (trade: number, money = 0, system = 0): UnreadCounts => ({ total: trade + money + system, byTab: { trade, money, system } });

export const message = (id: number, over: Partial<MessageRow> = {}): MessageRow => ({
  id,
  kind: 'orderPaid',
  tab: 10,
  text: `王强 已付款，请发货 #${id}`,
  link: `/myxg/mySaleOrderDetail?id=${100 + id}`,
  refType: 'saleOrder',
  refId: 100 + id,
  read: false,
  body: null,
  createdAt: new Date().toISOString(),
  ...over,
});

export function resetMessageNet(net: MessageNet) {
  net.rows = [message(2), message(1, { kind: 'contractToConfirm', text: '合同待您确认（K4A8G165WC）', read: true })];
  net.unread = counts(1, 0, 0);
  net.settings = {
    kinds: { orderPaid: { sms: true, wechat: false }, contractToConfirm: { sms: true, wechat: false } },
    quietStart: '22:00',
    quietEnd: '08:00',
    wechatBound: false,
    smsBound: true,
  };
  net.banner = [];
  net.listCalls = [];
  net.unreadCalls = 0;
  net.posts = [];
}

/** `@/lib/http` answering the message API from `net`. */
export async function messageHttp(net: MessageNet) {
  const { fakeHttp } = await import('./fake-http');
  return fakeHttp({
    getData: async (url: string) => {
      if (url === '/message/unread') {
        net.unreadCalls += 1;
        return net.unread;
      }
      if (url === '/message/settings') return net.settings;
      if (url === '/message/banner') return { list: net.banner };
      throw new Error(`unexpected ${url}`);
    },
    getRows: async (url: string, params: Record<string, unknown>) => {
      if (url !== '/message/list') throw new Error(`unexpected ${url}`);
      net.listCalls.push(params);
      const tab = params.tab as number | undefined;
      const rows = net.rows.filter((r) => !tab || r.tab === tab);
      const size = Number(params.pageSize ?? 20);
      const start = (Number(params.pageNum ?? 1) - 1) * size;
      return { rows: rows.slice(start, start + size), total: rows.length };
    },
    http: {
      post: async (url: string, body: never) => {
        net.posts.push({ url, body });
        if (url === '/message/read') {
          const row = net.rows.find((r) => r.id === (body as { id: number }).id)!;
          row.read = true;
          net.unread = counts(net.rows.filter((r) => !r.read && r.tab === 10).length);
          return { data: { code: 200, msg: '已读', data: { id: row.id, link: row.link, unread: net.unread } } };
        }
        if (url === '/message/readAll') {
          const updated = net.rows.filter((r) => !r.read).length;
          for (const r of net.rows) r.read = true;
          net.unread = counts(0);
          return { data: { code: 200, msg: '已全部标为已读', data: { updated, unread: net.unread } } };
        }
        if (url === '/message/settings') {
          const b = body as { kinds?: Record<string, { sms: boolean; wechat: boolean }>; quietStart?: string; quietEnd?: string };
          net.settings = { ...net.settings, kinds: { ...net.settings.kinds, ...b.kinds }, quietStart: b.quietStart ?? net.settings.quietStart, quietEnd: b.quietEnd ?? net.settings.quietEnd };
          return { data: { code: 200, msg: '消息设置已保存', data: net.settings } };
        }
        throw new Error(`unexpected ${url}`);
      },
    },
  });
}
