import type { NumberRange } from '@content/schemas';

/** A slider held to the range's bounds and step, with its value spelled out beside the label. */
export function RangeSetting({
  id,
  label,
  hint,
  range,
  value,
  format,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  range: NumberRange;
  value: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums" data-testid={`${id}-value`}>
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
