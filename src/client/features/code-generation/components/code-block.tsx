import { Check, Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useCopy } from '@client/lib/use-copy';

/** A scrollable code listing with a copy button that says Copied! for two seconds. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="relative rounded-lg border bg-muted/50">
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
      <pre tabIndex={0} aria-label={label} className="max-h-96 overflow-auto p-4 pt-12 text-xs leading-relaxed">
        <code>{code}</code>
      </pre>
    </div>
  );
}
