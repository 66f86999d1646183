import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';

/** Copies text to the clipboard; `copied` is true for two seconds after a copy. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error('Failed to copy', { description: 'Please try again.' });
      return;
    }
    setCopied(true);
    toast.success('Copied!');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return { copied, copy };
}
