import { CopyButton } from '@client/components/copy-button';

/** A scrollable code listing with a copy button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="relative rounded-lg border bg-muted/50">
      <CopyButton text={code} label={label} />
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-96 overflow-auto p-4 pt-12 text-xs leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
