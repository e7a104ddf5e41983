/// <reference lib="webworker" />
import { searchNonce } from './pow.ts';

// Solves one challenge off the main thread and posts the nonce back.
self.onmessage = (event: MessageEvent<{ salt: string; difficulty: number }>) => {
  const { salt, difficulty } = event.data;
  self.postMessage(searchNonce(salt, difficulty));
};
