import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionRouter } from './production-router.ts';

describe("react-router's production build in the web's builds", () => {
  it('resolves react-router and react-router/dom to its production files, in builds only', () => {
    const plugin = productionRouter();
    expect(plugin.apply).toBe('build');
    const config = (
      plugin.config as () => { resolve: { alias: { find: RegExp; replacement: string }[] } }
    )();
    const [router, dom] = config.resolve.alias;
    expect('react-router').toMatch(router!.find);
    expect('react-router-dom').not.toMatch(router!.find);
    expect('react-router/dom').toMatch(dom!.find);
    expect(router!.replacement).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(dom!.replacement).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
    // the files are there, and they are the build without the development warnings
    const index = readFileSync(router!.replacement, 'utf8');
    const chunks = [...index.matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map((m) => m[1]!);
    const code = chunks.map((c) =>
      readFileSync(router!.replacement.replace('index.mjs', c), 'utf8'),
    );
    expect(code.some((text) => text.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
    expect(code.some((text) => text.includes('var ENABLE_DEV_WARNINGS = true;'))).toBe(false);
    expect(readFileSync(dom!.replacement, 'utf8').length).toBeGreaterThan(0);
  });
});
