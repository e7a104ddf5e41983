// Writes `x.br` and `x.gz` beside each text file of a built site (apps/web's build runs it on
// dist/ after `vite build`), so the reference server sends assets compressed without compressing
// them per request (`preCompressed` in apps/server/src/http/web-app.ts). Brotli at its best
// quality and gzip at level 9: slow once here, free on every request.
//
//   node --import tsx tools/precompress.ts <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files worth compressing: the text a browser loads. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt'];

/** Smaller files are sent as they are (the server's threshold for answers too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressedFile {
  /** Relative to the directory, with `/`. */
  file: string;
  raw: number;
  br: number;
  gzip: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Compresses every eligible file under `dir` (brotli 11, gzip 9). `index.html` is left out: the
 * server writes a nonce into it per request and compresses it then. A compressed copy that would
 * not be smaller than the file is not written (the server then sends the file).
 */
export function precompress(dir: string): PrecompressedFile[] {
  const done: PrecompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (relative === 'index.html') continue;
    if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase())) continue;
    if (statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    done.push({ file: relative, raw: bytes.length, br: br.length, gzip: gzip.length });
  }
  return done;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node --import tsx tools/precompress.ts <dir>');
    process.exit(2);
  }
  const files = precompress(path.resolve(dir));
  const sum = (key: 'raw' | 'br' | 'gzip') => files.reduce((total, f) => total + f[key], 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `precompressed ${files.length} files in ${dir}: ${kb(sum('raw'))} → ${kb(sum('br'))} br, ${kb(sum('gzip'))} gzip`,
  );
}
