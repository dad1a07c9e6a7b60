import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's WebSocket (`vi.stubGlobal('WebSocket', FakeSocket)`): records what the client
 * sends and lets the test play the server with `serverSends`.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.onclose?.({ code });
  }
  serverSends(m: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(m) }));
  }
}
