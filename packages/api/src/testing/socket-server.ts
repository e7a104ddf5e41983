import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ClientMessage, ServerMessage } from '../contract/realtime.ts';

/**
 * A small realtime server for the client tests, on 127.0.0.1 only: it records what each
 * connection sends and, unless told otherwise, acknowledges subscriptions and answers pings.
 */
export interface TestConnection {
  socket: WebSocket;
  received: ClientMessage[];
  send(message: ServerMessage | object): void;
}

export interface TestSocketServer {
  url: string;
  connections: TestConnection[];
  /** How many connection attempts were refused. */
  refused: number;
  behaviour: {
    acknowledge: boolean;
    answerPings: boolean;
    /** Refuse this many more connection attempts (HTTP 503 at the handshake). */
    refuseNext: number;
  };
  close(): Promise<void>;
}

export async function startSocketServer(): Promise<TestSocketServer> {
  const state: TestSocketServer = {
    url: '',
    connections: [],
    refused: 0,
    behaviour: { acknowledge: true, answerPings: true, refuseNext: 0 },
    close: async () => undefined,
  };
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, callback) => {
      if (state.behaviour.refuseNext > 0) {
        state.behaviour.refuseNext -= 1;
        state.refused += 1;
        callback(false, 503);
      } else {
        callback(true);
      }
    },
  });
  await once(wss, 'listening');
  state.url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;

  wss.on('connection', (socket) => {
    const connection: TestConnection = {
      socket,
      received: [],
      send: (message) => socket.send(JSON.stringify(message)),
    };
    state.connections.push(connection);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as ClientMessage;
      connection.received.push(message);
      if (message.type === 'subscribe' && state.behaviour.acknowledge) {
        connection.send({ type: 'subscribed', topic: message.topic });
      }
      if (message.type === 'ping' && state.behaviour.answerPings) {
        connection.send({ type: 'pong', id: message.id });
      }
    });
  });

  state.close = async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve, reject) =>
      wss.close((error) => (error ? reject(error) : resolve())),
    );
  };
  return state;
}
