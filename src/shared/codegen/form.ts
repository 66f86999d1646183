import { isNumeric, typeDeclaration } from './display';
import type { Field } from './fields';

export interface FormWording {
  submit: string;
  sending: string;
  thanks: string;
}

/** Button and thank-you wording that fits what the form is for. */
export function formWording(subject: readonly string[]): FormWording {
  const about = subject.join(' ');
  if (/contact|message|enquiry|inquiry|support/.test(about))
    return {
      submit: 'Send message',
      sending: 'Sending...',
      thanks: 'Thank you! We will get back to you soon.',
    };
  if (/sign ?up|signup|register|registration|join/.test(about))
    return {
      submit: 'Create account',
      sending: 'Creating...',
      thanks: 'Welcome aboard! Your account is ready.',
    };
  if (/log ?in|login|sign ?in|signin/.test(about))
    return { submit: 'Sign in', sending: 'Signing in...', thanks: 'You are signed in.' };
  if (/book|reserv|appointment/.test(about))
    return {
      submit: 'Book now',
      sending: 'Booking...',
      thanks: 'Thank you! Your booking is confirmed.',
    };
  if (/feedback|review|survey/.test(about))
    return {
      submit: 'Send feedback',
      sending: 'Sending...',
      thanks: 'Thank you for your feedback!',
    };
  return {
    submit: 'Save',
    sending: 'Saving...',
    thanks: 'Thank you! Your details have been saved.',
  };
}

const INPUT_TYPES: Partial<Record<Field['type'], string>> = {
  email: 'email',
  url: 'url',
  image: 'url',
  tel: 'tel',
  password: 'password',
  date: 'date',
  number: 'number',
  money: 'number',
};

function control(field: Field): string {
  const required = field.required ? ' required' : '';
  if (field.type === 'checkbox') {
    return `<input type="checkbox" checked={values.${field.name}} onChange={(e) => update('${field.name}', e.target.checked)} />`;
  }
  const change = `onChange={(e) => update('${field.name}', e.target.value)}`;
  if (field.type === 'textarea') {
    return `<textarea${required} rows={4} value={values.${field.name}} ${change} />`;
  }
  const type = INPUT_TYPES[field.type];
  const extra = field.type === 'money' ? ' min={0} step="0.01"' : '';
  return `<input${type ? ` type="${type}"` : ''}${required}${extra} value={values.${field.name}} ${change} />`;
}

function labelled(field: Field): string {
  return `      <label>
        ${field.label}
        ${control(field)}
      </label>`;
}

/** A controlled React form with one input per field, sending the typed values to `onSubmit`. */
export function formComponent(
  name: string,
  subject: readonly string[],
  fields: readonly Field[],
): string {
  const values = `${name}Values`;
  const numeric = fields.filter((f) => isNumeric(f.type));
  // Number inputs hold text while typing; the draft type keeps that honest until submit.
  const state = numeric.length > 0 ? `${name}Draft` : values;
  const emptyValue = (f: Field) => (f.type === 'checkbox' ? 'false' : "''");
  const wording = formWording(subject);

  const parts = [
    `import { useState, type FormEvent } from 'react';`,
    typeDeclaration(values, fields),
  ];
  if (numeric.length > 0) {
    const keys = numeric.map((f) => `'${f.name}'`).join(' | ');
    const props = numeric.map((f) => `${f.name}: string`).join('; ');
    parts.push(`type ${state} = Omit<${values}, ${keys}> & { ${props} };`);
  }
  parts.push(
    `const empty: ${state} = { ${fields.map((f) => `${f.name}: ${emptyValue(f)}`).join(', ')} };`,
  );
  if (numeric.length > 0) {
    parts.push(`function toValues(draft: ${state}): ${values} {
  return { ...draft, ${numeric.map((f) => `${f.name}: Number(draft.${f.name})`).join(', ')} };
}`);
  }
  const submitted = numeric.length > 0 ? 'toValues(values)' : 'values';

  parts.push(`export function ${name}({ onSubmit }: { onSubmit: (values: ${values}) => void | Promise<void> }) {
  const [values, setValues] = useState<${state}>(empty);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  function update<K extends keyof ${state}>(field: K, value: ${state}[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await onSubmit(${submitted});
      setValues(empty);
      setSent(true);
    } finally {
      setSending(false);
    }
  }

  if (sent) return <p role="status">${wording.thanks}</p>;

  return (
    <form onSubmit={handleSubmit}>
${fields.map(labelled).join('\n')}
      <button type="submit" disabled={sending}>
        {sending ? '${wording.sending}' : '${wording.submit}'}
      </button>
    </form>
  );
}`);
  return `${parts.join('\n\n')}\n`;
}
