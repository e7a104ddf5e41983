#!/usr/bin/env node
/**
 * The slow-body attack, replayed with bounded counts against the server as it was (`before`: no
 * request timeout, no cap per address) and as it is (`after`): 200 connections from one address
 * (127.0.0.1) each send a request's headers announcing a 10,000-byte body, then trickle it a
 * byte every 500 ms. The server runs as a child with its descriptors capped at 128 (`ulimit -n`),
 * so the probe's "descriptors used up" happens within the count. Prints, for each: the server's
 * open descriptors and connections before, during and after, the connections accepted and
 * refused (429), how many the request timeout cut off (408), and whether a normal client from
 * another address (127.0.0.2) is still served during the attack. Asserts nothing.
 *
 *   node bench/run.mjs slow-body [connections] [request-timeout-ms]
 *
 * The `after` server runs with the request timeout given (3,000 ms by default; the server's own
 * is 30 s) so the replay ends in seconds; the trickle lasts twice that long.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const COUNT = Number(process.argv[2] ?? 200);
const REQUEST_TIMEOUT_MS = Number(process.argv[3] ?? 3_000);
const TRICKLE_MS = 500;
const FD_LIMIT = 128;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer(mode) {
  const command =
    `ulimit -n ${FD_LIMIT} && exec "${process.execPath}" --import tsx ` +
    `--conditions=@touchline/source bench/slow-body-server.ts ${mode} ${REQUEST_TIMEOUT_MS}`;
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
    child.once('message', (message) => resolve({ child, url: new URL(message.url) }));
  });
}

/** The server's open descriptors (from /proc: `exec` keeps the shell's pid) and connections. */
function stats(child) {
  return new Promise((resolve) => {
    child.once('message', (message) =>
      resolve({
        descriptors: readdirSync(`/proc/${child.pid}/fd`).length,
        connections: message.connections,
      }),
    );
    child.send({ type: 'stats' });
  });
}

/** One attacking connection: headers, then a byte at a time until the server lets go. */
function attacker(port) {
  return new Promise((resolve) => {
    const state = { status: null, closed: false, sent: 0, error: null };
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
      state.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]) || null;
    });
    socket.on('error', (error) => (state.error = error.code));
    socket.on('close', () => (state.closed = true));
    socket.on('connect', () => {
      socket.write(
        'POST /api/user/auth/account-login/v2 HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      );
      const timer = setInterval(() => {
        if (state.closed || socket.destroyed) return clearInterval(timer);
        socket.write('x');
        state.sent += 1;
      }, TRICKLE_MS);
      state.stop = () => {
        clearInterval(timer);
        socket.destroy();
      };
      resolve(state);
    });
    socket.on('close', () => resolve(state));
  });
}

/** A normal call from another address: served (its HTTP status) or not (the error). */
function normalClient(port) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: '127.0.0.2',
        path: '/api/security/bot-check/challenge',
        headers: { connection: 'close' },
        timeout: 5_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(`served (HTTP ${response.statusCode})`));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 5 s')));
    req.on('error', (error) => resolve(`NOT served (${error.code ?? error.message})`));
    req.end();
  });
}

async function replay(mode) {
  const { child, url } = await startServer(mode);
  const port = Number(url.port);
  const idle = await stats(child);
  const attackers = [];
  for (let i = 0; i < COUNT; i += 1) attackers.push(await attacker(port));
  await sleep(500);
  const during = await stats(child);
  const refused = attackers.filter((a) => a.status === 429).length;
  const failed = attackers.filter((a) => a.closed && a.status === null).length;
  const normal = await normalClient(port);
  // trickle on past the request timeout
  await sleep(REQUEST_TIMEOUT_MS * 2);
  const cutOff = attackers.filter((a) => a.status === 408).length;
  const stillOpen = attackers.filter((a) => !a.closed).length;
  const later = await stats(child);
  const normalLater = await normalClient(port);
  for (const a of attackers) a.stop?.();
  await sleep(300);
  const after = await stats(child);
  child.send({ type: 'stop' });
  await new Promise((r) => child.once('exit', r));
  return {
    mode,
    idle,
    during,
    accepted: COUNT - refused - failed,
    refused,
    failed,
    normal,
    cutOff,
    stillOpen,
    later,
    normalLater,
    after,
  };
}

console.log(
  `slow body: ${COUNT} connections from 127.0.0.1, a byte every ${TRICKLE_MS} ms; ` +
    `server descriptors capped at ${FD_LIMIT}; 'after' request timeout ${REQUEST_TIMEOUT_MS} ms`,
);
for (const mode of ['before', 'after']) {
  const r = await replay(mode);
  console.log(`\n${r.mode}:`);
  console.log(
    `  descriptors: idle ${r.idle.descriptors}, under attack ${r.during.descriptors}, ` +
      `after ${REQUEST_TIMEOUT_MS * 2} ms more ${r.later.descriptors}, attack over ${r.after.descriptors}`,
  );
  console.log(
    `  connections open: idle ${r.idle.connections}, under attack ${r.during.connections}, ` +
      `later ${r.later.connections}, attack over ${r.after.connections}`,
  );
  console.log(
    `  attacking connections: ${r.accepted} accepted, ${r.refused} refused (429), ` +
      `${r.failed} dropped unanswered; ${r.cutOff} cut off by the request timeout (408), ` +
      `${r.stillOpen} still trickling after ${REQUEST_TIMEOUT_MS * 2} ms`,
  );
  console.log(`  a normal client (127.0.0.2) under attack: ${r.normal}; later: ${r.normalLater}`);
}
