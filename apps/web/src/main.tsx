// The theme contract and global styles (dark by default, light via data-theme on <html>).
import '@touchline/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startupLanguage } from './boot.ts';
import { applyDocumentLanguage, initI18n } from './i18n/i18n.ts';
import { browserStorage } from './storage.ts';

async function main() {
  const lang = startupLanguage({
    search: window.location.search,
    storage: browserStorage(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  const i18n = await initI18n(lang);
  applyDocumentLanguage(document, lang, i18n.t('tagline'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
