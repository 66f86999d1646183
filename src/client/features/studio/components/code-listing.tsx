import { Suspense, lazy } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useCopy } from '@client/lib/use-copy';

const HighlightedCode = lazy(() => import('./highlighted-code'));

/** SQL or commands, highlighted once the small highlighter arrives, with a copy button. */
export function CodeListing({ code, label, language }: { code: string; label: string; language: 'sql' | 'shell' }) {
  const { copied, copy } = useCopy();
  return (
    <div className="relative min-w-0 rounded-lg border bg-muted/50">
      <Button
        variant="outline"
        size="sm"
        className="absolute right-2 top-2"
        onClick={() => void copy(code)}
        aria-label={copied ? 'Copied!' : `Copy ${label}`}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
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
