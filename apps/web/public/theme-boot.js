// Applies the remembered theme before the first paint, so the wrong theme never flashes.
// A file rather than an inline script, so the Content-Security-Policy needs no exception.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  // storage blocked: the default (dark) theme stays
}
