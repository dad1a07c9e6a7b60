// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the events are JSON the tests read field by field
export type SseEvent = { event: string; data: any };

/** Parses a text/event-stream body into its events. */
export const parseSse = (body: string): SseEvent[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1]!;
      return { event, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) };
    });

/** The answer's text: its chunk events joined. */
export const sseText = (events: SseEvent[]): string =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');
