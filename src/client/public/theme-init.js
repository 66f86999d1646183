// Applies the saved theme before first paint; the rules match src/client/features/theme/theme-storage.ts.
(function () {
  var theme = 'dark';
  try {
    var saved = window.localStorage.getItem('bridge-studio-theme');
    if (saved === 'light' || saved === 'dark') theme = saved;
    if (saved === 'system')
      theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch (error) {
    console.warn('Bridge Studio could not read the saved theme; using the default.', error);
  }
  var root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
})();
