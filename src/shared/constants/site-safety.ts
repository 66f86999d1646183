/**
 * What a site edit may write from a founder's words besides text: link addresses and fonts.
 * Both sides use these (src/shared/contracts/plan.ts), so a plan never carries a script link or
 * a web-font download.
 */

/** http(s) addresses, site-relative paths, mailto: and tel: links; nothing that runs or embeds. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (!value || value.length > 500 || /[\s"'<>`\\]/.test(value)) return false;
  if (/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i.test(value)) return true;
  if (/^mailto:[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(value)) return true;
  if (/^tel:\+?[0-9 ()-]{3,20}$/i.test(value)) return true;
  // Site-relative: "/book.html", "menu.html", "#contact"; never "//host" (another site) or a scheme.
  return /^(?:\/(?!\/)|\.{1,2}\/|#|[a-z0-9_-]+(?:\.html?|\/)(?:[?#]|$))[\w./?#=&%~+-]*$/i.test(
    value,
  );
}

/** System font stacks only: every entry names fonts the visitor's computer already has. */
export const FONT_STACKS = {
  sans: {
    label: 'a clean sans-serif (the system font)',
    css: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  serif: {
    label: 'a classic serif',
    css: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, Georgia, serif",
  },
  georgia: { label: 'Georgia', css: "Georgia, 'Times New Roman', serif" },
  times: { label: 'Times New Roman', css: "'Times New Roman', Times, serif" },
  arial: { label: 'Arial', css: "Arial, 'Helvetica Neue', Helvetica, sans-serif" },
  helvetica: { label: 'Helvetica', css: "'Helvetica Neue', Helvetica, Arial, sans-serif" },
  verdana: { label: 'Verdana', css: 'Verdana, Geneva, Tahoma, sans-serif' },
  rounded: {
    label: 'a rounded sans-serif',
    css: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', 'Arial Rounded MT Bold', Calibri, sans-serif",
  },
  humanist: {
    label: 'a friendly humanist sans-serif',
    css: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  },
  mono: {
    label: 'a typewriter-style monospace',
    css: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
} as const;
export type FontName = keyof typeof FONT_STACKS;
export const FONT_NAMES = Object.keys(FONT_STACKS) as [FontName, ...FontName[]];
