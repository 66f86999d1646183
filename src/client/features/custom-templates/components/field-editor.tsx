import { FIELD_TYPES, type TemplateField } from '@shared/contracts/custom-templates';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';

/** One field of a template: name, label, type, placeholder and whether it is required. */
export function FieldEditor({
  field,
  index,
  onChange,
  onRemove,
}: {
  field: TemplateField;
  index: number;
  onChange: (field: TemplateField) => void;
  onRemove: () => void;
}) {
  const id = (part: string) => `field-${index}-${part}`;
  return (
    <fieldset
      data-testid="template-field"
      className="grid gap-3 rounded-xl border p-3 sm:grid-cols-2"
    >
      <legend className="px-1 text-sm font-medium">Field {index + 1}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={id('name')}>Field name</Label>
        <Input
          id={id('name')}
          value={field.name}
          onChange={(e) => onChange({ ...field, name: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('label')}>Label</Label>
        <Input
          id={id('label')}
          value={field.label}
          onChange={(e) => onChange({ ...field, label: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('type')}>Type</Label>
        <NativeSelect
          id={id('type')}
          value={field.type}
          onChange={(e) => onChange({ ...field, type: e.target.value as TemplateField['type'] })}
        >
          {FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('placeholder')}>Placeholder</Label>
        <Input
          id={id('placeholder')}
          value={field.placeholder}
          onChange={(e) => onChange({ ...field, placeholder: e.target.value })}
        />
      </div>
      <div className="flex items-center justify-between gap-2 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={field.required}
            onChange={(e) => onChange({ ...field, required: e.target.checked })}
            className="size-4 accent-primary"
          />
          Required
        </label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove field ${index + 1}`}
        >
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
