import { Check, Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useCopy } from '@client/lib/use-copy';

/** The copy button in the corner of a code listing; it says Copied! for two seconds. */
export function CopyButton({
  text,
  label,
  className = 'absolute right-2 top-2',
}: {
  text: string;
  label: string;
  /** Where the button sits; by default the corner of a code listing. */
  className?: string;
}) {
  const { copied, copy } = useCopy();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => void copy(text)}
      aria-label={copied ? 'Copied!' : `Copy ${label}`}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
