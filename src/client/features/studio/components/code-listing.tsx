import { Suspense, lazy } from 'react';
import { CopyButton } from '@client/components/copy-button';

const HighlightedCode = lazy(() => import('./highlighted-code'));

/** SQL or commands, highlighted once the small highlighter arrives, with a copy button. */
export function CodeListing({
  code,
  label,
  language,
}: {
  code: string;
  label: string;
  language: 'sql' | 'shell';
}) {
  return (
    <div className="relative min-w-0 rounded-lg border bg-muted/50">
      <CopyButton text={code} label={label} />
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-80 overflow-auto p-3 pt-12 font-mono text-xs leading-relaxed whitespace-pre"
      >
        <Suspense fallback={<code>{code}</code>}>
          <HighlightedCode code={code} language={language} />
        </Suspense>
      </pre>
    </div>
  );
}
