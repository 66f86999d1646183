import { Info } from 'lucide-react';

/** Says plainly whether a model really plans the changes, or the built-in planner does. */
export function ModelEndpointNotice({ configured }: { configured: boolean }) {
  return (
    <p
      role="status"
      data-testid="model-endpoint-notice"
      className="flex items-start gap-2 rounded-xl border bg-muted/50 p-3 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      {configured
        ? 'A model endpoint is connected: new plans are written by the model with these settings, then checked before you see them.'
        : 'No model endpoint is configured on this server, so plans come from the built-in planner and these settings are not used yet. Your choice is saved and takes effect once an administrator connects a model.'}
    </p>
  );
}
