import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import type { Template } from '@content/schemas';
import { featureBadges } from '../filter-templates';
import { TemplateIcon } from '../icons';

export function TemplateCard({
  template,
  onUse,
}: {
  template: Template;
  onUse: (template: Template) => void;
}) {
  const { shown, more } = featureBadges(template.features);
  return (
    <li
      data-testid="template-card"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <TemplateIcon name={template.icon} />
        </span>
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{template.name}</h3>
          <div className="flex flex-wrap gap-1 text-xs">
            <Badge variant="outline" className="capitalize">
              {template.category}
            </Badge>
            <Badge variant="secondary" className="capitalize">
              {template.difficulty}
            </Badge>
          </div>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{template.description}</p>
      <ul className="flex flex-wrap gap-1" aria-label={`${template.name} features`}>
        {shown.map((feature) => (
          <li key={feature}>
            <Badge variant="outline">{feature}</Badge>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Badge variant="outline">
              +{more}
              <span className="sr-only"> more features</span>
            </Badge>
          </li>
        ) : null}
      </ul>
      <Button
        className="mt-auto"
        onClick={() => onUse(template)}
        aria-label={`Use Template: ${template.name}`}
      >
        Use Template
      </Button>
    </li>
  );
}
