// The community: members keep a public profile with a picture, share posts, like posts and follow
// each other. Row-level security lets each member change only their own posts, likes and follows.
import { connect, day, escapeHtml, plainError, say } from '/lib/backend.js';
import { setUpAccount } from '/lib/account.js';

const $ = (id) => document.getElementById(id);
const status = $('status');
let supabase;
let me = null;
let filter = 'all';
let following = new Set();

const initials = (name) => escapeHtml((name || '?').trim().slice(0, 1).toUpperCase());

function avatar(profile) {
  return profile?.avatar_url
    ? `<img class="avatar" src="${escapeHtml(profile.avatar_url)}" alt="" />`
    : `<span class="avatar" aria-hidden="true">${initials(profile?.display_name)}</span>`;
}

function postHtml(post, profile) {
  const name = profile?.display_name || 'A member';
  const liked = post.likes.some((l) => l.user_id === me.id);
  const mine = post.user_id === me.id;
  const follows = following.has(post.user_id);
  return `<li class="post" data-id="${post.id}" data-author="${post.user_id}">${avatar(profile)}<div>
    <header><span class="author">${escapeHtml(name)}</span><time datetime="${post.created_at}">${day(post.created_at)}</time></header>
    <p>${escapeHtml(post.body)}</p>
    <div class="actions">
      <button type="button" class="like" data-action="like" aria-pressed="${liked}">Like · ${post.likes.length}</button>
      ${mine ? '<button type="button" class="like" data-action="delete">Delete</button>' : `<button type="button" class="like" data-action="follow" aria-pressed="${follows}">${follows ? 'Following' : 'Follow'} ${escapeHtml(name)}</button>`}
    </div></div></li>`;
}

async function loadFeed() {
  const follows = await supabase.from('follows').select('followed_id').eq('user_id', me.id);
  if (follows.error) return say(status, plainError(follows.error), 'error');
  following = new Set(follows.data.map((f) => f.followed_id));
  let query = supabase
    .from('posts')
    .select('id, body, created_at, user_id, likes(user_id)')
    .order('created_at', { ascending: false })
    .limit(50);
  if (filter === 'following') query = query.in('user_id', [...following]);
  const { data: posts, error } = await query;
  if (error) return say(status, plainError(error), 'error');
  const authors = [...new Set(posts.map((p) => p.user_id))];
  const { data: profiles, error: profileError } = authors.length
    ? await supabase.from('profiles').select('id, display_name, avatar_url').in('id', authors)
    : { data: [], error: null };
  if (profileError) return say(status, plainError(profileError), 'error');
  const byId = new Map(profiles.map((p) => [p.id, p]));
  $('feed').innerHTML = posts.map((p) => postHtml(p, byId.get(p.user_id))).join('');
  say(
    status,
    posts.length
      ? ''
      : filter === 'following'
        ? 'Nobody you follow has posted yet.'
        : 'No posts yet: share the first one.',
  );
}

async function loadProfile() {
  const { data, error } = await supabase
    .from('profiles')
    .select('display_name, bio')
    .eq('id', me.id)
    .maybeSingle();
  if (error) return say(status, plainError(error), 'error');
  $('display-name').value = data?.display_name ?? '';
  $('bio').value = data?.bio ?? '';
  // A new member starts by choosing the name others see.
  $('profile-panel').open = !data?.display_name;
}

$('profile').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const row = {
    id: me.id,
    display_name: String(form.get('display_name')).trim(),
    bio: String(form.get('bio')).trim() || null,
    updated_at: new Date().toISOString(),
  };
  const file = form.get('avatar');
  if (file && file.size > 0) {
    say(status, 'Uploading your picture…');
    const path = `${me.id}/avatar`;
    const upload = await supabase.storage
      .from('avatars')
      .upload(path, file, { upsert: true, contentType: file.type });
    if (upload.error) return say(status, plainError(upload.error), 'error');
    row.avatar_url = `${supabase.storage.from('avatars').getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
  }
  const { error } = await supabase.from('profiles').upsert(row);
  if (error) return say(status, plainError(error), 'error');
  $('profile-panel').open = false;
  await loadFeed();
  say(status, 'Your profile is saved.');
});

$('message').addEventListener('input', () => {
  $('remaining').textContent = `${1000 - $('message').value.length} characters left`;
});

$('composer').addEventListener('submit', async (event) => {
  event.preventDefault();
  const body = $('message').value.trim();
  if (!body) return say(status, 'Write something first.', 'error');
  const { error } = await supabase.from('posts').insert({ body });
  if (error) return say(status, plainError(error), 'error');
  event.target.reset();
  $('remaining').textContent = '1000 characters left';
  await loadFeed();
});

$('feed').addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-action]');
  const post = button?.closest('li');
  if (!post) return;
  const { id, author } = post.dataset;
  const on = button.getAttribute('aria-pressed') === 'true';
  const actions = {
    like: () =>
      on
        ? supabase.from('likes').delete().eq('post_id', id).eq('user_id', me.id)
        : supabase.from('likes').insert({ post_id: id }),
    follow: () =>
      on
        ? supabase.from('follows').delete().eq('followed_id', author).eq('user_id', me.id)
        : supabase.from('follows').insert({ followed_id: author }),
    delete: () => supabase.from('posts').delete().eq('id', id),
  };
  const { error } = await actions[button.dataset.action]();
  if (error) return say(status, plainError(error), 'error');
  await loadFeed();
});

document.querySelectorAll('[data-filter]').forEach((button) =>
  button.addEventListener('click', () => {
    filter = button.dataset.filter;
    document
      .querySelectorAll('[data-filter]')
      .forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
    void loadFeed();
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
      me = user;
      $('member').hidden = !user;
      $('feed').innerHTML = '';
      if (user) await Promise.all([loadProfile(), loadFeed()]);
      else say(status, '');
    },
  });
} catch (error) {
  say(status, plainError(error), 'error');
}
