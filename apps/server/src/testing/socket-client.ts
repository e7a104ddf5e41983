import { serverMessageSchema, type ServerMessage } from '@touchline/api/contract';
import WebSocket from 'ws';

/** A socket client that keeps every message it receives and waits for the ones it expects. */
export class SocketClient {
  readonly received: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      this.received.push(serverMessageSchema.parse(JSON.parse(raw.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(url: string): Promise<SocketClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new SocketClient(socket);
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message received so far, or later, that matches. */
  async next(match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    for (;;) {
      const found = this.received.find(match);
      if (found) {
        this.received.splice(this.received.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.socket.close();
  }
}
