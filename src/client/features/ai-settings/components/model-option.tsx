import type { AiModel } from '@content/schemas';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { ScoreMeter } from './score-meter';

const SPECIALTY: Record<AiModel['specialty'], string> = {
  general: 'General',
  code: 'Code',
  design: 'Design',
  database: 'Database',
};

/** One model as a radio choice; a model that is not available yet is shown but cannot be picked. */
export function ModelOption({
  model,
  checked,
  onSelect,
}: {
  model: AiModel;
  checked: boolean;
  onSelect: () => void;
}) {
  const descriptionId = `model-${model.id}-description`;
  const nameId = `model-${model.id}-name`;
  return (
    <label
      data-testid={`model-${model.id}`}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked && 'border-primary ring-1 ring-primary',
        model.available ? 'cursor-pointer hover:bg-accent/40' : 'cursor-not-allowed opacity-75',
      )}
    >
      <span className="flex items-start gap-3">
        <input
          type="radio"
          name="ai-model"
          value={model.id}
          checked={checked}
          disabled={!model.available}
          onChange={onSelect}
          aria-labelledby={nameId}
          aria-describedby={descriptionId}
          className="mt-1 size-4 accent-primary"
        />
        <span className="flex flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span id={nameId} className="font-semibold">
              {model.name}
            </span>
            <Badge variant="outline">{model.provider}</Badge>
            <Badge variant="secondary">{SPECIALTY[model.specialty]}</Badge>
            {model.available ? null : <Badge variant="outline">Coming Soon</Badge>}
          </span>
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {model.description}
          </span>
        </span>
      </span>
      <ul className="flex flex-wrap gap-1.5" aria-label={`${model.name} capabilities`}>
        {model.capabilities.map((capability) => (
          <li key={capability} className="rounded-md bg-muted px-2 py-0.5 text-xs">
            {capability}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-1.5">
        <ScoreMeter label="Speed" score={model.speed} />
        <ScoreMeter label="Accuracy" score={model.accuracy} />
        <ScoreMeter label="Cost" score={model.cost} />
      </div>
    </label>
  );
}
