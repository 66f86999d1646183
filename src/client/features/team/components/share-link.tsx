import { TOAST_MS } from '@shared/constants/timings';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/lib/toast';

/** The address that lets a signed-in person ask to join; nobody joins until an owner or admin approves. */
export function ShareLink({ projectId }: { projectId: string }) {
  const link = `${window.location.origin}/advanced?tab=team&join=${projectId}`;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success('Copied!', { duration: TOAST_MS }),
      () => toast.error('Failed to copy', { description: 'Please try again.', duration: TOAST_MS }),
    );
  return (
    <div className="grid gap-2">
      <Label htmlFor="share-link">Share link</Label>
      <div className="flex gap-2">
        <Input id="share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Anyone signed in can use it to ask to join; you decide below.
      </p>
    </div>
  );
}
