/** The Bridge Studio mark: a bridge arch over a deck (decorative; the link text names it). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M5 21h22M8 21v-3a8 8 0 0 1 16 0v3M12 21v-4M16 21v-5M20 21v-4"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}
