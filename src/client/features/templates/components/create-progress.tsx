import { LoaderCircle } from 'lucide-react';

/** The steps creating a project takes, in the order the server runs them (modules/project-setup). */
export function createSteps({
  template,
  requirements,
}: {
  template: boolean;
  requirements: boolean;
}): string[] {
  return [
    'Creating the database and code repository',
    ...(template ? ['Creating the database tables', 'Publishing your site'] : []),
    ...(requirements ? ['Planning your requirements for your approval'] : []),
  ];
}

/** Shown while a project is being created: a template's app takes a few seconds to build and publish. */
export function CreateProgress(props: { template: boolean; requirements: boolean }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Setting up your project. This takes a few seconds.
      </p>
      <ol className="grid list-decimal gap-1 pl-6 text-muted-foreground">
        {createSteps(props).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
