import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@touchline/domain';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from './messages.ts';
import { loadUiMessages, uiMessagesFor } from './load.ts';
import { registerUiMessages } from './register.ts';
import { UI_NAMESPACE, useUiText } from './useUiText.ts';

function appInstance(lng: string) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    lowerCaseLng: true,
    resources: {},
    initAsync: false,
  });
  return i18n;
}

function NoData() {
  const text = useUiText();
  return <p>{text('noData')}</p>;
}

describe('the ui texts (ADR 007)', () => {
  it('reads the texts the app registered at start-up', () => {
    const i18n = appInstance('vi');
    registerUiMessages(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <NoData />
      </I18nextProvider>,
    );
    expect(screen.getByText(uiMessages.vi.noData)).toBeTruthy();
  });

  it('registers only the languages asked for, once each', () => {
    const i18n = appInstance('th');
    registerUiMessages(i18n, ['th']);
    registerUiMessages(i18n, ['th']);
    expect(i18n.hasResourceBundle('th', UI_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('vi', UI_NAMESPACE)).toBe(false);
  });

  it('loads one language on demand: only the languages asked for, each once', async () => {
    const i18n = appInstance('vi');
    await loadUiMessages(i18n, ['vi', 'en']);
    expect(i18n.hasResourceBundle('vi', UI_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('th', UI_NAMESPACE)).toBe(false);
    expect(i18n.getResource('vi', UI_NAMESPACE, 'noData')).toBe(uiMessages.vi.noData);
    expect(i18n.getResource('en', UI_NAMESPACE, 'noData')).toBe(uiMessages.en.noData);
    for (const lang of LANGUAGES) expect(await uiMessagesFor(lang)).toEqual(uiMessages[lang]);
  });

  it('never registers during render: without registration a component shows English', () => {
    const i18n = appInstance('th');
    render(
      <I18nextProvider i18n={i18n}>
        <NoData />
      </I18nextProvider>,
    );
    expect(screen.getByText(uiMessages.en.noData)).toBeTruthy();
    expect(i18n.hasResourceBundle('th', UI_NAMESPACE)).toBe(false);
  });

  it('shows English without any i18next instance', () => {
    render(<NoData />);
    expect(screen.getByText(uiMessages.en.noData)).toBeTruthy();
  });

  it('looks a text up once, and again when the language or the texts change', async () => {
    const i18n = appInstance('vi');
    registerUiMessages(i18n);
    const lookUp = vi.spyOn(i18n, 't');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <NoData />
      </I18nextProvider>,
    );
    const before = lookUp.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <NoData />
        </I18nextProvider>,
      );
    }
    expect(lookUp.mock.calls.length).toBe(before);
    expect(screen.getByText(uiMessages.vi.noData)).toBeTruthy();

    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByText(uiMessages.th.noData)).toBeTruthy();

    act(() => {
      i18n.addResourceBundle('th', UI_NAMESPACE, { noData: 'ไม่มีอะไร' }, true, true);
    });
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <NoData />
      </I18nextProvider>,
    );
    expect(screen.getByText('ไม่มีอะไร')).toBeTruthy();

    // another namespace's texts (a page's) leave the library's as they were looked up
    const looked = lookUp.mock.calls.length;
    act(() => {
      i18n.addResourceBundle('th', 'admin', { title: 'ผู้ดูแล' });
    });
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <NoData />
      </I18nextProvider>,
    );
    expect(lookUp.mock.calls.length).toBe(looked);
  });
});
