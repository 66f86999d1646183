// The dashboard: each signed-in person records figures by day and sets goals; row-level security
// keeps both private to them. Charts are drawn as SVG here, so no chart library is needed.
import { connect, day, escapeHtml, plainError, say } from '/lib/backend.js';
import { setUpAccount } from '/lib/account.js';

const $ = (id) => document.getElementById(id);
const status = $('status');
let supabase;
let metrics = [];
let goals = [];

const number = (n) => Number(n).toLocaleString(undefined, { maximumFractionDigits: 2 });
const today = () => new Date().toISOString().slice(0, 10);
const names = () => [...new Set(metrics.map((m) => m.name))].sort();
/** A metric's entries, oldest first. */
const seriesOf = (name) => metrics.filter((m) => m.name === name).reverse();

function renderKpis() {
  $('kpis').innerHTML = names()
    .map((name) => {
      const series = seriesOf(name);
      const latest = series.at(-1);
      const previous = series.at(-2);
      const change = previous ? Number(latest.value) - Number(previous.value) : null;
      const goal = goals.find((g) => g.metric_name === name);
      const progress = goal ? Math.min(100, (Number(latest.value) / Number(goal.target)) * 100) : 0;
      return `<li class="kpi"><p class="label">${escapeHtml(name)}</p>
        <p class="value">${number(latest.value)}</p>
        <p class="change ${change === null ? '' : change >= 0 ? 'up' : 'down'}">${
          change === null
            ? `Recorded ${day(latest.recorded_on)}`
            : `${change >= 0 ? '+' : ''}${number(change)} since ${day(previous.recorded_on)}`
        }</p>
        ${goal ? `<progress max="100" value="${progress}" aria-label="${escapeHtml(name)}: ${Math.round(progress)}% of the goal"></progress>` : ''}</li>`;
    })
    .join('');
  if (!metrics.length) say(status, 'No figures yet. Record your first number below.');
}

function renderChart() {
  const select = $('chart-metric');
  const chosen = select.value || names()[0];
  select.innerHTML = names()
    .map((n) => `<option ${n === chosen ? 'selected' : ''}>${escapeHtml(n)}</option>`)
    .join('');
  const series = chosen ? seriesOf(chosen).slice(-14) : [];
  if (!series.length) return ($('chart').innerHTML = '<p class="muted">Nothing to draw yet.</p>');
  const max = Math.max(...series.map((s) => Number(s.value)), 1);
  const width = 600;
  const barWidth = width / series.length;
  const bars = series
    .map((s, i) => {
      const h = Math.max(2, (Math.max(0, Number(s.value)) / max) * 160);
      return `<rect class="bar" x="${i * barWidth + 4}" y="${180 - h}" width="${barWidth - 8}" height="${h}"><title>${day(s.recorded_on)}: ${number(s.value)}</title></rect>
        <text x="${i * barWidth + barWidth / 2}" y="198" text-anchor="middle">${new Date(`${s.recorded_on}T00:00:00`).getDate()}</text>`;
    })
    .join('');
  $('chart').innerHTML =
    `<svg viewBox="0 0 ${width} 200" role="img" aria-label="${escapeHtml(chosen)} over the last ${series.length} entries">${bars}</svg>`;
}

function renderGoals() {
  $('goal-list').innerHTML = goals.length
    ? goals
        .map((g) => {
          const latest = seriesOf(g.metric_name).at(-1);
          return `<li data-id="${g.id}"><span><strong>${escapeHtml(g.metric_name)}</strong>: reach ${number(g.target)}${g.due_on ? ` by ${day(g.due_on)}` : ''}
            <span class="muted">(now ${latest ? number(latest.value) : 'not recorded'})</span></span>
            <button type="button" class="link" aria-label="Delete the goal for ${escapeHtml(g.metric_name)}">Delete</button></li>`;
        })
        .join('')
    : '<li class="muted">No goals yet.</li>';
}

function renderEntries() {
  $('entry-rows').innerHTML = metrics
    .slice(0, 50)
    .map(
      (
        m,
      ) => `<tr data-id="${m.id}"><td>${day(m.recorded_on)}</td><td>${escapeHtml(m.name)}</td><td class="num">${number(m.value)}</td>
        <td><button type="button" class="link" aria-label="Delete ${escapeHtml(m.name)} on ${day(m.recorded_on)}">Delete</button></td></tr>`,
    )
    .join('');
  $('metric-names').innerHTML = names()
    .map((n) => `<option value="${escapeHtml(n)}"></option>`)
    .join('');
}

function render() {
  renderKpis();
  renderChart();
  renderGoals();
  renderEntries();
}

async function load() {
  const [m, g] = await Promise.all([
    supabase
      .from('metrics')
      .select('id, name, value, recorded_on')
      .order('recorded_on', { ascending: false })
      .order('created_at', { ascending: false }),
    supabase.from('goals').select('id, metric_name, target, due_on').order('created_at'),
  ]);
  const error = m.error ?? g.error;
  if (error) return say(status, plainError(error), 'error');
  metrics = m.data;
  goals = g.data;
  say(status, '');
  render();
}

async function change(request, done) {
  const { error } = await request;
  if (error) return say(status, plainError(error), 'error');
  await load();
  say(status, done);
}

$('new-metric').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  await change(
    supabase.from('metrics').insert({
      name: String(form.get('name')).trim(),
      value: Number(form.get('value')),
      recorded_on: form.get('day'),
    }),
    'Saved.',
  );
  event.target.reset();
  event.target.elements.day.value = today();
});

$('new-goal').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  await change(
    supabase.from('goals').insert({
      metric_name: String(form.get('metric')).trim(),
      target: Number(form.get('target')),
      due_on: form.get('due') || null,
    }),
    'Goal added.',
  );
  event.target.reset();
});

$('goal-list').addEventListener('click', (event) => {
  const id = event.target.matches('button') && event.target.closest('li')?.dataset.id;
  if (id) void change(supabase.from('goals').delete().eq('id', id), 'Goal deleted.');
});
$('entry-rows').addEventListener('click', (event) => {
  const id = event.target.matches('button') && event.target.closest('tr')?.dataset.id;
  if (id) void change(supabase.from('metrics').delete().eq('id', id), 'Entry deleted.');
});
$('chart-metric').addEventListener('change', renderChart);

$('export').addEventListener('click', () => {
  const cell = (v) => `"${String(v).replaceAll('"', '""')}"`;
  const csv = [['day', 'metric', 'value'], ...metrics.map((m) => [m.recorded_on, m.name, m.value])]
    .map((row) => row.map(cell).join(','))
    .join('\n');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  link.download = 'figures.csv';
  link.click();
  URL.revokeObjectURL(link.href);
});

$('new-metric').elements.day.value = today();

try {
  ({ supabase } = await connect());
  await setUpAccount(supabase, {
    form: $('account'),
    signedIn: $('signed-in'),
    who: $('who'),
    signOut: $('sign-out'),
    status,
    onChange: async (user) => {
      $('board').hidden = !user;
      metrics = [];
      goals = [];
      if (user) await load();
      else say(status, '');
    },
  });
} catch (error) {
  say(status, plainError(error), 'error');
}
