/** Query keys of 消息中心 (issue 26): a new or read message refreshes `list` and sets `unread` from the push. */
export type MessageListParams = { tab?: number; pageNum?: number; pageSize?: number };

export const messageKeys = {
  all: ['message'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  listPage: (params: MessageListParams) => [...messageKeys.list(), 'page', params] as const,
  listPages: (params: Omit<MessageListParams, 'pageNum'>) => [...messageKeys.list(), 'pages', params] as const,
  banner: () => [...messageKeys.all, 'banner'] as const,
  settings: () => [...messageKeys.all, 'settings'] as const,
};
