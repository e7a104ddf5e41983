import { describe, expect, it } from 'vitest';
import { readSsrState, serializeSsrState, SSR_STATE_ID, type SsrState } from './state.ts';

const state: SsrState = {
  lang: 'en',
  url: '/?q=1',
  sessionId: null,
  user: null,
  renderedAt: Date.UTC(2026, 10, 28, 12, 0, 0),
  queries: { mutations: [], queries: [] },
  router: { loaderData: { '/': null } },
};

function page(text: string | null) {
  document.body.innerHTML = '';
  if (text !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SSR_STATE_ID;
    script.textContent = text;
    document.body.append(script);
  }
  return document;
}

describe('the server render state', () => {
  it('is read back as it was written, whatever text it holds', () => {
    const tricky: SsrState = {
      ...state,
      router: {
        loaderData: { '/': { title: '</script><script>alert(1)</script> & \u2028 <!--' } },
      },
    };
    const text = serializeSsrState(tricky);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(readSsrState(page(text))).toEqual(tricky);
  });

  it('is null when the page has none, or not one the app wrote', () => {
    expect(readSsrState(page(null))).toBeNull();
    expect(readSsrState(page(''))).toBeNull();
    expect(readSsrState(page('{not json'))).toBeNull();
    expect(readSsrState(page('{"lang":"en"}'))).toBeNull();
    expect(readSsrState(page('null'))).toBeNull();
  });

  it("reads a state written before it named its session as a visitor's page, with no render time", () => {
    const { sessionId: _s, user: _u, renderedAt: _r, ...older } = state;
    expect(readSsrState(page(JSON.stringify(older)))).toEqual({ ...state, renderedAt: null });
    expect(readSsrState(page(JSON.stringify({ ...state, renderedAt: 'soon' })))).toEqual({
      ...state,
      renderedAt: null,
    });
  });
});
