// The blog: anyone reads published posts and their comments; a signed-in author writes posts
// (drafts stay private to them) and signed-in readers comment. Row-level security enforces both.
import { connect, day, escapeHtml, plainError, say } from '/lib/backend.js';
import { setUpAccount } from '/lib/account.js';

const $ = (id) => document.getElementById(id);
const status = $('status');
let supabase;
let user = null;
let posts = [];

const paragraphs = (text) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br />')}</p>`)
    .join('');

function postHtml(post) {
  const comments = post.comments
    .map(
      (
        c,
      ) => `<li><p class="meta">${escapeHtml(c.name)} · ${day(c.created_at)}</p><p>${escapeHtml(c.message)}</p>
        ${user && c.user_id === user.id ? `<button type="button" class="link" data-delete-comment="${c.id}">Delete my comment</button>` : ''}</li>`,
    )
    .join('');
  const form = user
    ? `<form class="stack comment-form" data-post="${post.id}">
        <label for="name-${post.id}">Your name</label>
        <input id="name-${post.id}" name="name" maxlength="80" required />
        <label for="comment-${post.id}">Comment</label>
        <textarea id="comment-${post.id}" name="message" rows="3" maxlength="2000" required></textarea>
        <button type="submit">Post comment</button>
      </form>`
    : '<p class="hint">Sign in at the writer’s desk below to leave a comment.</p>';
  return `<li><article>
    <p class="meta"><time datetime="${post.published_at}">${day(post.published_at)}</time></p>
    <h2>${escapeHtml(post.title)}</h2>
    ${post.cover_image_url ? `<img class="cover" src="${escapeHtml(post.cover_image_url)}" alt="" />` : ''}
    ${paragraphs(post.body)}
    <details class="comments"><summary>${post.comments.length} ${post.comments.length === 1 ? 'comment' : 'comments'}</summary>
      <ul>${comments}</ul>${form}</details>
  </article></li>`;
}

function render() {
  const words = $('search').value.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = posts.filter((p) =>
    words.every((w) => `${p.title} ${p.body}`.toLowerCase().includes(w)),
  );
  $('posts').innerHTML = shown.map(postHtml).join('');
  if (!posts.length) say(status, 'No posts yet. Sign in below to write the first one.');
  else if (words.length)
    say(
      status,
      shown.length
        ? `${shown.length} of ${posts.length} posts match.`
        : 'No posts match your search.',
    );
  else say(status, '');
}

async function loadPosts() {
  const { data, error } = await supabase
    .from('posts')
    .select(
      'id, title, body, cover_image_url, published_at, comments(id, name, message, created_at, user_id)',
    )
    .eq('published', true)
    .order('published_at', { ascending: false })
    .order('created_at', { referencedTable: 'comments' });
  if (error) return say(status, plainError(error), 'error');
  posts = data;
  render();
}

async function loadMine() {
  if (!user) return;
  const { data, error } = await supabase
    .from('posts')
    .select('id, title, published')
    .eq('user_id', user.id)
    .order('created_at', { ascending: false });
  if (error) return say(status, plainError(error), 'error');
  $('mine').innerHTML = data.length
    ? data
        .map(
          (
            p,
          ) => `<li data-id="${p.id}"><span>${escapeHtml(p.title)} <em>${p.published ? 'published' : 'draft'}</em></span>
          <span><button type="button" class="secondary" data-toggle="${p.published ? 'unpublish' : 'publish'}">${p.published ? 'Unpublish' : 'Publish'}</button>
          <button type="button" class="secondary" data-delete>Delete</button></span></li>`,
        )
        .join('')
    : '<li>You have not written a post yet.</li>';
}

$('search-form').addEventListener('submit', (event) => event.preventDefault());
$('search').addEventListener('input', render);

$('new-post').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const publish = form.get('publish') === 'on';
  const { error } = await supabase.from('posts').insert({
    title: String(form.get('title')).trim(),
    body: String(form.get('body')).trim(),
    cover_image_url: String(form.get('cover')).trim() || null,
    published: publish,
    published_at: publish ? new Date().toISOString() : null,
  });
  if (error) return say(status, plainError(error), 'error');
  event.target.reset();
  await Promise.all([loadPosts(), loadMine()]);
  say(status, publish ? 'Your post is published.' : 'Your draft is saved.');
});

$('mine').addEventListener('click', async (event) => {
  const id = event.target.closest('li')?.dataset.id;
  if (!id || !event.target.matches('button')) return;
  const publish = event.target.dataset.toggle === 'publish';
  const { error } = event.target.matches('[data-delete]')
    ? await supabase.from('posts').delete().eq('id', id)
    : await supabase
        .from('posts')
        .update({ published: publish, published_at: publish ? new Date().toISOString() : null })
        .eq('id', id);
  if (error) return say(status, plainError(error), 'error');
  await Promise.all([loadPosts(), loadMine()]);
});

$('posts').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const { error } = await supabase.from('comments').insert({
    post_id: event.target.dataset.post,
    name: String(form.get('name')).trim(),
    message: String(form.get('message')).trim(),
  });
  if (error) return say(status, plainError(error), 'error');
  await loadPosts();
  say(status, 'Thank you: your comment is posted.');
});

$('posts').addEventListener('click', async (event) => {
  const id = event.target.dataset?.deleteComment;
  if (!id) return;
  const { error } = await supabase.from('comments').delete().eq('id', id);
  if (error) return say(status, plainError(error), 'error');
  await loadPosts();
});

try {
  ({ supabase } = await connect());
  await setUpAccount(supabase, {
    form: $('account'),
    signedIn: $('signed-in'),
    who: $('who'),
    signOut: $('sign-out'),
    status,
    onChange: async (signedIn) => {
      user = signedIn;
      $('writer').hidden = !user;
      await Promise.all([loadPosts(), loadMine()]);
    },
  });
} catch (error) {
  say(status, plainError(error), 'error');
}
