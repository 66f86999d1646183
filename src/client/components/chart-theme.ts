/** Colours for recharts from the theme's variables, so every chart follows light and dark alike. */
export const axisTick = (fontSize: number) => ({
  fill: 'var(--color-muted-foreground)',
  fontSize,
});

export const TOOLTIP_THEME = {
  contentStyle: {
    background: 'var(--color-popover)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
  },
  labelStyle: { color: 'var(--color-popover-foreground)' },
};
