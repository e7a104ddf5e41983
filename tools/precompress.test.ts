import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress } from './precompress.ts';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file over the threshold, and nothing else', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tl-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'console.log("Touchline");\n'.repeat(100);
    const files: Record<string, string | Buffer> = {
      'assets/index-abc.js': script,
      'assets/index-abc.css': 'a{color:red}\n'.repeat(100),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
      'assets/tiny.js': 'x',
      'index.html': `<!doctype html>${'<p>t</p>'.repeat(300)}`,
      'logo.png': Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4, 1),
    };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), content);
    }

    const done = precompress(dir).map((f) => f.file);
    expect(done.sort()).toEqual(['assets/index-abc.css', 'assets/index-abc.js', 'favicon.svg']);
    const js = path.join(dir, 'assets/index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    // the page gets its nonce per request: the server compresses it then
    for (const name of ['assets/tiny.js', 'index.html', 'logo.png']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
