import type { DemoExample } from './schemas';

/**
 * The three example pairs of Live Code Generation. Every output is real code:
 * a unit test type-checks each one with the TypeScript compiler.
 */
export const demoExamples: readonly DemoExample[] = [
  {
    id: 'contact-form',
    title: 'Contact form',
    input: 'A contact form with name, email and message that says thank you after sending',
    language: 'tsx',
    type: 'component',
    output: `import { useState, type FormEvent } from 'react';

export type ContactMessage = { name: string; email: string; message: string };

const empty: ContactMessage = { name: '', email: '', message: '' };

export function ContactForm({ onSend }: { onSend: (message: ContactMessage) => Promise<void> }) {
  const [values, setValues] = useState<ContactMessage>(empty);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const update = (field: keyof ContactMessage) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await onSend(values);
      setValues(empty);
      setSent(true);
    } finally {
      setSending(false);
    }
  }

  if (sent) return <p role="status">Thank you! We will get back to you soon.</p>;

  return (
    <form onSubmit={handleSubmit}>
      <label>
        Name
        <input required value={values.name} onChange={(e) => update('name')(e.target.value)} />
      </label>
      <label>
        Email
        <input
          required
          type="email"
          value={values.email}
          onChange={(e) => update('email')(e.target.value)}
        />
      </label>
      <label>
        Message
        <textarea
          required
          rows={5}
          value={values.message}
          onChange={(e) => update('message')(e.target.value)}
        />
      </label>
      <button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
`,
  },
  {
    id: 'task-list',
    title: 'Task list',
    input: 'A task list where I can add tasks and tick them off, with a count of what is left',
    language: 'tsx',
    type: 'component',
    output: `import { useState, type FormEvent } from 'react';

type Task = { id: number; title: string; done: boolean };

export function TaskList() {
  const [tasks, setTasks] = useState<Task[]>([]);
  const [title, setTitle] = useState('');
  const left = tasks.filter((task) => !task.done).length;

  function addTask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    setTasks((current) => [...current, { id: Date.now(), title: trimmed, done: false }]);
    setTitle('');
  }

  function toggle(id: number) {
    setTasks((current) =>
      current.map((task) => (task.id === id ? { ...task, done: !task.done } : task)),
    );
  }

  return (
    <section>
      <form onSubmit={addTask}>
        <label>
          New task
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <button type="submit">Add</button>
      </form>
      <ul>
        {tasks.map((task) => (
          <li key={task.id}>
            <label>
              <input type="checkbox" checked={task.done} onChange={() => toggle(task.id)} />
              {task.title}
            </label>
          </li>
        ))}
      </ul>
      <p>{left === 1 ? '1 task left' : \`\${left} tasks left\`}</p>
    </section>
  );
}
`,
  },
  {
    id: 'monthly-revenue',
    title: 'Monthly revenue',
    input:
      'A function that works out monthly recurring revenue from a list of subscriptions, counting yearly plans as a twelfth',
    language: 'typescript',
    type: 'function',
    output: `export type Subscription = {
  /** The price for one billing period, in cents. */
  priceCents: number;
  billing: 'monthly' | 'yearly';
  active: boolean;
};

/** Monthly recurring revenue in cents: active subscriptions only, a yearly plan counts as a twelfth. */
export function monthlyRecurringRevenue(subscriptions: readonly Subscription[]): number {
  const total = subscriptions
    .filter((subscription) => subscription.active)
    .reduce((sum, subscription) => {
      const perMonth =
        subscription.billing === 'yearly' ? subscription.priceCents / 12 : subscription.priceCents;
      return sum + perMonth;
    }, 0);
  return Math.round(total);
}
`,
  },
];
