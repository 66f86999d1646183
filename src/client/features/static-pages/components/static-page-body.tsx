import type { PageSection } from '@content/schemas';

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A static page's text: when it was last changed, then its sections in order. */
export function StaticPageBody({
  sections,
  updated,
}: {
  sections: readonly PageSection[];
  updated?: string | undefined;
}) {
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      {updated ? (
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
      ) : null}
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="list-disc space-y-2 pl-6 leading-relaxed">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
