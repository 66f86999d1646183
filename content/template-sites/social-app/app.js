// A community feed kept in the browser: write posts, like them. Plain JavaScript, no build step.
(function () {
  'use strict';

  var STORAGE_KEY = 'social-app.feed';
  var NAME_KEY = 'social-app.name';
  var LIMIT = 280;

  var starter = [
    {
      id: 'welcome',
      author: 'Team',
      text: 'Welcome! This is the first post of the community. Say hello below.',
      at: '2025-06-01T09:00:00Z',
      likes: 3,
      liked: false,
    },
    {
      id: 'tip',
      author: 'Team',
      text: 'Tip: keep posts short and kind. You have 280 characters.',
      at: '2025-06-01T09:05:00Z',
      likes: 1,
      liked: false,
    },
  ];

  function read(key, fallback) {
    try {
      var value = localStorage.getItem(key);
      return value === null ? fallback : JSON.parse(value);
    } catch {
      return fallback;
    }
  }
  function write(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage unavailable: keep going in memory */
    }
  }

  var posts = read(STORAGE_KEY, starter);
  var form = document.getElementById('composer');
  var nameInput = document.getElementById('name');
  var message = document.getElementById('message');
  var remaining = document.getElementById('remaining');
  var feed = document.getElementById('feed');
  var displayName = document.getElementById('display-name');
  var when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

  nameInput.value = read(NAME_KEY, '');
  displayName.textContent = nameInput.value || 'Guest';

  function colour(name) {
    var hash = 0;
    for (var i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) % 360;
    return 'hsl(' + hash + ' 55% 38%)';
  }

  function render() {
    feed.textContent = '';
    posts.forEach(function (post) {
      var item = document.createElement('li');
      item.className = 'post';
      var avatar = document.createElement('span');
      avatar.className = 'avatar';
      avatar.setAttribute('aria-hidden', 'true');
      avatar.style.background = colour(post.author);
      avatar.textContent = post.author.charAt(0).toUpperCase();
      var body = document.createElement('article');
      var head = document.createElement('header');
      var author = document.createElement('span');
      author.className = 'author';
      author.textContent = post.author;
      var time = document.createElement('time');
      time.dateTime = post.at;
      time.textContent = when.format(new Date(post.at));
      head.append(author, time);
      var text = document.createElement('p');
      text.textContent = post.text;
      var like = document.createElement('button');
      like.type = 'button';
      like.className = 'like';
      like.setAttribute('aria-pressed', String(post.liked));
      like.textContent = (post.liked ? 'Liked' : 'Like') + ' · ' + post.likes;
      like.setAttribute(
        'aria-label',
        (post.liked ? 'Unlike' : 'Like') +
          ' the post by ' +
          post.author +
          ', ' +
          post.likes +
          ' likes',
      );
      like.addEventListener('click', function () {
        post.liked = !post.liked;
        post.likes += post.liked ? 1 : -1;
        write(STORAGE_KEY, posts);
        render();
      });
      body.append(head, text, like);
      item.append(avatar, body);
      feed.append(item);
    });
  }

  message.addEventListener('input', function () {
    var left = LIMIT - message.value.length;
    remaining.textContent = left === 1 ? '1 character left' : left + ' characters left';
  });

  nameInput.addEventListener('change', function () {
    write(NAME_KEY, nameInput.value.trim());
    displayName.textContent = nameInput.value.trim() || 'Guest';
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = message.value.trim();
    if (!text) return;
    posts.unshift({
      id: Date.now().toString(36),
      author: nameInput.value.trim() || 'Guest',
      text: text.slice(0, LIMIT),
      at: new Date().toISOString(),
      likes: 0,
      liked: false,
    });
    message.value = '';
    remaining.textContent = LIMIT + ' characters left';
    write(STORAGE_KEY, posts);
    render();
  });

  // Settings from the hosting environment: the PUBLIC_ variables in /env.json, e.g. PUBLIC_COMMUNITY_NAME.
  fetch('env.json')
    .then(function (response) {
      return response.ok ? response.json() : {};
    })
    .then(function (settings) {
      document.querySelectorAll('[data-setting]').forEach(function (element) {
        var value = settings[element.getAttribute('data-setting')];
        if (value) element.textContent = value;
      });
    })
    .catch(function () {
      /* no settings: keep the defaults */
    });

  render();
})();
