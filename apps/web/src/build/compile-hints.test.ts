import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  compileHints,
  compilesEagerly,
  EAGER_COMPILE_HINT,
  EAGER_MIN_LENGTH,
} from './compile-hints.ts';

const APP = '/repo/apps/web/src/pages/home/HomeRoute.tsx';
const HLS = '/repo/node_modules/.pnpm/hls.js@1.6.0/node_modules/hls.js/dist/hls.mjs';
const REACT_DOM = '/repo/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/index.js';

/** A chunk's modules as the bundler reports them: each id's length in the chunk. */
const modules = (ids: string[], length = EAGER_MIN_LENGTH) =>
  Object.fromEntries(ids.map((id) => [id, { renderedLength: length / ids.length }])) as never;
const chunkOf = (name: string, moduleIds: string[], length?: number) => ({
  name,
  moduleIds,
  modules: modules(moduleIds, length),
});

describe('compile hints', () => {
  it("compiles the app's chunks and React's eagerly, and a lone third-party library lazily", () => {
    expect(compilesEagerly(chunkOf('HomeRoute', [APP]))).toBe(true);
    // a chunk with some of the app's code and a library's
    expect(compilesEagerly(chunkOf('index', [APP, HLS]))).toBe(true);
    expect(compilesEagerly(chunkOf('react', [REACT_DOM]))).toBe(true);
    expect(compilesEagerly(chunkOf('hls', [HLS]))).toBe(false);
    expect(compilesEagerly(chunkOf('x', [HLS.replaceAll('/', '\\')]))).toBe(false);
  });

  it('leaves a small chunk lazy, whatever it holds', () => {
    expect(compilesEagerly(chunkOf('HomeRoute', [APP], EAGER_MIN_LENGTH - 1))).toBe(false);
    expect(compilesEagerly(chunkOf('HomeRoute', [APP], EAGER_MIN_LENGTH))).toBe(true);
  });

  it('puts the hint on the first line of each such chunk, before all else, and moves its map a line', () => {
    const chunk = (fileName: string, moduleIds: string[]) => ({
      type: 'chunk' as const,
      fileName,
      ...chunkOf(fileName.replace(/\.js$/, ''), moduleIds),
      code: 'const __vite__mapDeps=()=>[];\nexport{}',
      map: { mappings: ';AAAA' },
    });
    const bundle = {
      'index.js': chunk('index.js', [APP]),
      'index.js.map': {
        type: 'asset' as const,
        fileName: 'index.js.map',
        source: JSON.stringify({ version: 3, mappings: ';AAAA', sources: ['a.ts'] }),
      },
      'hls.js': chunk('hls.js', [HLS]),
    };
    const plugin = compileHints();
    const handler = (plugin.generateBundle as { handler: (o: unknown, b: unknown) => void })
      .handler;
    handler({}, bundle as unknown as Rolldown.OutputBundle);

    expect(bundle['index.js'].code).toBe(
      `${EAGER_COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nexport{}`,
    );
    expect(bundle['index.js'].map.mappings).toBe(';;AAAA');
    expect(JSON.parse(bundle['index.js.map'].source)).toEqual({
      version: 3,
      mappings: ';;AAAA',
      sources: ['a.ts'],
    });
    // the library's chunk is left as it was
    expect(bundle['hls.js'].code).toBe('const __vite__mapDeps=()=>[];\nexport{}');
    expect(bundle['hls.js'].map.mappings).toBe(';AAAA');
    // and the hint is in the hash of the chunks that carry it
    expect(
      (plugin.augmentChunkHash as (c: unknown) => string | undefined)(chunkOf('index', [APP])),
    ).toBe(EAGER_COMPILE_HINT);
  });
});
