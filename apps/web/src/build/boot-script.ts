// The page's first script, minified in the built site (issue 16), used by vite.config.ts.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** The public scripts the built site serves minified: the page's first script (ADR 039). */
export const MINIFIED_PUBLIC_SCRIPTS = ['boot.js'] as const;

/** `code` minified (names shortened, comments gone); the build fails on a script it cannot read. */
export function minifyScript(fileName: string, code: string): string {
  const result = minifySync(fileName, code, { compress: true, mangle: true });
  if (result.errors.length > 0) {
    throw new Error(`${fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  return result.code;
}

/**
 * `public/boot.js` is written to be read: its reasons sit beside each step. Every page loads it
 * in its head, before its first paint, so the built site serves it minified: about half its
 * compressed size (1.5 kB to 0.7 kB). The files of `public/` are copied as they are; this
 * minifies the copies once the build has written them (not the in-memory first pass).
 */
export function minifiedPublicScripts(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'touchline:minified-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write !== false && config.publicDir !== '';
    },
    closeBundle() {
      if (!writes) return;
      for (const name of MINIFIED_PUBLIC_SCRIPTS) {
        const file = path.join(outDir, name);
        if (!existsSync(file)) continue;
        writeFileSync(file, minifyScript(name, readFileSync(file, 'utf8')));
      }
    },
  };
}
