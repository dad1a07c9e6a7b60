/** Query keys of the assistant (issue 13): my conversations and one conversation's messages. */
export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  conversation: (id: number) => [...assistantKeys.all, 'conversation', id] as const,
};
