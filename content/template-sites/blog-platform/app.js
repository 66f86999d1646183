// Filters the list of posts as the reader types. Plain JavaScript, no build step.
(function () {
  'use strict';

  var search = document.getElementById('search');
  var posts = Array.prototype.slice.call(document.querySelectorAll('#posts > li'));
  var count = document.getElementById('result-count');
  var none = document.getElementById('no-results');

  document.getElementById('search-form').addEventListener('submit', function (event) {
    event.preventDefault();
  });

  search.addEventListener('input', function () {
    var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    posts.forEach(function (post) {
      var text = post.textContent.toLowerCase();
      var match = words.every(function (word) {
        return text.indexOf(word) !== -1;
      });
      post.hidden = !match;
      if (match) shown++;
    });
    count.textContent = words.length
      ? shown + (shown === 1 ? ' post matches' : ' posts match')
      : '';
    none.hidden = shown > 0;
  });

  // Settings from the hosting environment: the PUBLIC_ variables in /env.json, e.g. PUBLIC_BLOG_TITLE.
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
})();
