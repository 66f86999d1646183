// The portfolio: anyone sees the work listed in the `projects` table, and the contact form saves
// each message in the `messages` table, which only you read, in Bridge Studio.
import { connect, escapeHtml, plainError, say } from '/lib/backend.js';

const $ = (id) => document.getElementById(id);
let supabase;

async function loadWork() {
  const { data, error } = await supabase
    .from('projects')
    .select('id, title, summary, image_url, link')
    .order('sort_order');
  if (error) return say($('work-status'), plainError(error), 'error');
  say($('work-status'), data.length ? '' : 'New work is on its way.');
  $('work-list').innerHTML = data
    .map((p, i) => {
      const picture = p.image_url
        ? `<img src="${escapeHtml(p.image_url)}" alt="" />`
        : `<div class="swatch" style="--hue: ${(i * 67 + 35) % 360}" aria-hidden="true"></div>`;
      const title = p.link
        ? `<a href="${escapeHtml(p.link)}">${escapeHtml(p.title)}</a>`
        : escapeHtml(p.title);
      return `<li><figure>${picture}<figcaption><strong>${title}</strong><span>${escapeHtml(p.summary)}</span></figcaption></figure></li>`;
    })
    .join('');
}

$('contact-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const status = $('contact-status');
  const button = event.target.querySelector('button');
  button.disabled = true;
  say(status, 'Sending…');
  const name = String(form.get('name')).trim();
  const { error } = await supabase.from('messages').insert({
    name,
    email: String(form.get('email')).trim(),
    message: String(form.get('message')).trim(),
  });
  button.disabled = false;
  if (error) return say(status, plainError(error), 'error');
  event.target.reset();
  say(status, `Thank you, ${name}. Your message is on its way and I will reply by email.`);
});

try {
  ({ supabase } = await connect());
  await loadWork();
} catch (error) {
  say($('work-status'), plainError(error), 'error');
}
