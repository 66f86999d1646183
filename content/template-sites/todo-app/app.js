// The to-do list: each signed-in person's tasks, kept in the project's `tasks` table. Row-level
// security lets a person read and change only their own rows, so the queries need no user filter.
import { connect, day, escapeHtml, plainError, say } from '/lib/backend.js';
import { setUpAccount } from '/lib/account.js';

const $ = (id) => document.getElementById(id);
const status = $('status');
let supabase;
let tasks = [];
let filter = 'all';

function render() {
  const shown = tasks.filter((t) =>
    filter === 'all' ? true : filter === 'done' ? t.done : !t.done,
  );
  $('tasks').innerHTML = shown
    .map(
      (t) => `<li class="${t.done ? 'done' : ''}" data-id="${t.id}">
        <input type="checkbox" id="task-${t.id}" ${t.done ? 'checked' : ''} />
        <label for="task-${t.id}">${escapeHtml(t.title)}</label>
        ${t.due_on ? `<span class="due">Due ${escapeHtml(day(t.due_on))}</span>` : ''}
        <button type="button" class="remove" aria-label="Delete ${escapeHtml(t.title)}">Delete</button>
      </li>`,
    )
    .join('');
  $('empty').hidden = shown.length > 0;
  $('empty').textContent = tasks.length
    ? 'No tasks match this filter.'
    : 'Nothing here yet. Add your first task above.';
  const left = tasks.filter((t) => !t.done).length;
  $('count').textContent = `${left} ${left === 1 ? 'task' : 'tasks'} left`;
}

/** Tasks added while a load is on its way make it stale, so it asks again rather than hide them. */
let added = 0;

async function load() {
  const before = added;
  const { data, error } = await supabase
    .from('tasks')
    .select('id, title, done, due_on')
    .order('created_at');
  if (error) return say(status, plainError(error), 'error');
  if (added !== before) return load();
  tasks = data;
  render();
}

$('new-task').addEventListener('submit', async (event) => {
  event.preventDefault();
  const title = $('task-title').value.trim();
  if (!title) return say(status, 'Type a task first.', 'error');
  const { data, error } = await supabase
    .from('tasks')
    .insert({ title, due_on: $('task-due').value || null })
    .select('id, title, done, due_on')
    .single();
  if (error) return say(status, plainError(error), 'error');
  added += 1;
  tasks.push(data);
  event.target.reset();
  say(status, 'Task added.');
  render();
  $('task-title').focus();
});

$('tasks').addEventListener('change', async (event) => {
  const id = event.target.closest('li')?.dataset.id;
  const task = tasks.find((t) => t.id === id);
  if (!task) return;
  const { error } = await supabase
    .from('tasks')
    .update({ done: event.target.checked })
    .eq('id', id);
  if (error) {
    event.target.checked = task.done;
    return say(status, plainError(error), 'error');
  }
  task.done = event.target.checked;
  render();
});

$('tasks').addEventListener('click', async (event) => {
  if (!event.target.matches('.remove')) return;
  const id = event.target.closest('li')?.dataset.id;
  const { error } = await supabase.from('tasks').delete().eq('id', id);
  if (error) return say(status, plainError(error), 'error');
  tasks = tasks.filter((t) => t.id !== id);
  say(status, 'Task deleted.');
  render();
});

document.querySelectorAll('[data-filter]').forEach((button) =>
  button.addEventListener('click', () => {
    filter = button.dataset.filter;
    document
      .querySelectorAll('[data-filter]')
      .forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
    render();
  }),
);

try {
  ({ supabase } = await connect());
  await setUpAccount(supabase, {
    form: $('account'),
    signedIn: $('signed-in'),
    who: $('who'),
    signOut: $('sign-out'),
    status,
    onChange: async (user) => {
      $('list').hidden = !user;
      tasks = [];
      render();
      if (user) await load();
    },
  });
} catch (error) {
  say(status, plainError(error), 'error');
} finally {
  $('loading').hidden = true;
}
