import { describe, expect, it } from 'vitest';
import { imagePreload, RoutePreloads } from './web-app.ts';

describe('RoutePreloads', () => {
  const preloads = new RoutePreloads([
    {
      path: '/',
      js: ['/assets/Home-a1.js'],
      css: ['/assets/Home-a2.css'],
      memberCss: ['/assets/AccountMenu-a3.css'],
    },
    {
      path: '/bad-member-css',
      js: [],
      css: [],
      memberCss: ['/assets/x.css"><script>alert(1)</script>'],
    },
    { path: '/sports/sportsdetail/:id', js: ['/assets/Detail-b1.js'], css: [] },
    { path: '/ActivityView/StaticActivity', js: ['/assets/Campaign-c1.js'], css: [] },
    // a list naming anything but the build's own assets is left out
    { path: '/evil', js: ['/assets/x.js"><script>alert(1)</script>'], css: [] },
    { path: '/elsewhere', js: ['https://cdn.example/x.js'], css: [] },
  ]);

  it('matches paths as react-router does: any case, one segment per parameter, a trailing slash', () => {
    expect(preloads.tagsFor('/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/Home-a1.js"><link rel="preload" as="style" crossorigin href="/assets/Home-a2.css">',
    );
    expect(preloads.tagsFor('/?lang=th#top')).toContain('Home-a1.js');
    expect(preloads.tagsFor('/sports/sportsdetail/42')).toContain('Detail-b1.js');
    expect(preloads.tagsFor('/Sports/SportsDetail/42/')).toContain('Detail-b1.js');
    expect(preloads.tagsFor('/activityview/staticactivity')).toContain('Campaign-c1.js');
    expect(preloads.tagsFor('/sports/sportsdetail')).toBe('');
    expect(preloads.tagsFor('/sports/sportsdetail/42/x')).toBe('');
    expect(preloads.tagsFor('/nowhere')).toBe('');
    expect(preloads.tagsFor('/%E0%A4%A')).toBe('');
  });

  it('gives a server-rendered page its style sheets as sheets, not preloads', () => {
    expect(preloads.stylesheetsFor('/?lang=vi')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/Home-a2.css">',
    );
    expect(preloads.stylesheetsFor('/sports/sportsdetail/42')).toBe('');
    expect(preloads.stylesheetsFor('/nowhere')).toBe('');
    expect(preloads.stylesheetsFor('/evil')).toBe('');
    // a page drawn for a member holds the layout's member parts: their sheets too (ADR 041)
    expect(preloads.stylesheetsFor('/', true)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/Home-a2.css"><link rel="stylesheet" crossorigin href="/assets/AccountMenu-a3.css">',
    );
    expect(preloads.stylesheetsFor('/bad-member-css', true)).toBe('');
  });

  it('never writes a file name that is not one of the build’s assets', () => {
    expect(preloads.tagsFor('/evil')).toBe('');
    expect(preloads.tagsFor('/elsewhere')).toBe('');
  });

  it('names the start-up language packs of the language the page will start in', () => {
    const packs = new RoutePreloads([{ path: '/', js: ['/assets/Home-a1.js'], css: [] }], {
      en: ['/assets/common-en.js'],
      vi: ['/assets/common-vi.js', '/assets/vi-ui.js', '/assets/common-en.js'],
      th: ['/assets/common-th.js'],
      // a language that is not the site's, or a file that is not an asset, is left out
      fr: ['/assets/common-fr.js'],
      'zh-cn': ['/assets/x.js"><script>'],
    });
    const linked = (url: string, accept?: string) =>
      [...packs.tagsFor(url, accept).matchAll(/href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    // no market: the browser's languages, most preferred first, then English
    expect(linked('/', 'vi-VN,vi;q=0.9,en;q=0.8')).toEqual([
      'Home-a1.js',
      'common-vi.js',
      'vi-ui.js',
      'common-en.js',
    ]);
    expect(linked('/', 'fr-FR,th;q=0.5')).toEqual(['Home-a1.js', 'common-th.js']);
    expect(linked('/')).toEqual(['Home-a1.js', 'common-en.js']);
    // ?lang= leads, as on the page
    expect(linked('/?lang=th', 'vi')).toEqual(['Home-a1.js', 'common-th.js']);
    expect(linked('/', 'zh-CN')).toEqual(['Home-a1.js']);
    // only a page of the site
    expect(linked('/nowhere', 'vi')).toEqual([]);
    // the build's market comes before the browser's languages
    const vietnam = new RoutePreloads(
      [{ path: '/', js: [], css: [] }],
      { vi: ['/assets/v.js'] },
      'vietnam',
    );
    expect(vietnam.languageFor('/', 'th')).toBe('vi');
    expect(vietnam.tagsFor('/', 'th')).toContain('/assets/v.js');
    // the player's stored choice (the view cookie's copy, ADR 041) comes after ?lang= only
    expect(vietnam.languageFor('/', 'vi', 'th')).toBe('th');
    expect(vietnam.languageFor('/?lang=en', 'vi', 'th')).toBe('en');
    expect(vietnam.languageFor('/', 'th', 'klingon')).toBe('vi');
    expect(linked('/', 'vi')).toContain('common-vi.js');
    expect(
      [...packs.tagsFor('/', 'vi', 'th').matchAll(/href="\/assets\/([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['Home-a1.js', 'common-th.js']);
  });

  it('adds nothing when the build wrote no list', () => {
    expect(RoutePreloads.read('/nonexistent-dist').tagsFor('/')).toBe('');
  });

  it('preloads an image of this site or an https address, its address escaped', () => {
    expect(imagePreload('/static/banners/a.svg?v=1&x="2"')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/static/banners/a.svg?v=1&amp;x=&quot;2&quot;">',
    );
    expect(imagePreload('https://cdn.example/a.png')).toContain('href="https://cdn.example/a.png"');
    expect(imagePreload('//evil.example/a.png')).toBe('');
    expect(imagePreload('javascript:alert(1)')).toBe('');
    expect(imagePreload('http://plain.example/a.png')).toBe('');
  });
});
