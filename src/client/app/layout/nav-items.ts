/** The signed-in navigation, in order. */
export const NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'AI Agent', to: '/agent' },
  { label: 'Analytics', to: '/overview' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Settings', to: '/settings' },
] as const;

export const FOOTER_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
] as const;

export const COPYRIGHT_YEAR = 2024;
