import { aiModels } from '@content/ai-models';
import { cn } from '@client/lib/utils';
import { scoreTone } from '../score-tone';

// Colour marks the dot only: coloured text would fall below contrast in the light theme.
const DOT = { good: 'bg-success', fair: 'bg-warning', poor: 'bg-destructive' } as const;

function Score({ value }: { value: number }) {
  return (
    <td className="px-3 py-2 text-right tabular-nums" data-tone={scoreTone(value)}>
      <span
        aria-hidden="true"
        className={cn('mr-1.5 inline-block size-2 rounded-full', DOT[scoreTone(value)])}
      />
      <span className="font-semibold">{value}</span>
      <span className="text-muted-foreground">/10</span>
    </td>
  );
}

/** Every model's scores side by side, the chosen one marked. */
export function ModelPerformance({ selected }: { selected: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Speed, accuracy and cost of each model, out of 10</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Model
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Speed
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Accuracy
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {aiModels.map((model) => (
            <tr key={model.id} className={cn('border-t', model.id === selected && 'bg-accent/40')}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {model.name}
                {model.id === selected ? (
                  <span className="ml-2 text-xs text-muted-foreground">(selected)</span>
                ) : null}
              </th>
              <Score value={model.speed} />
              <Score value={model.accuracy} />
              <Score value={model.cost} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
