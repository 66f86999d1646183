// Filters the work by kind and answers the contact form. Plain JavaScript, no build step.
(function () {
  'use strict';

  var buttons = document.querySelectorAll('[data-filter]');
  var items = document.querySelectorAll('#work-list > li');

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var kind = button.getAttribute('data-filter');
      buttons.forEach(function (b) {
        b.setAttribute('aria-pressed', String(b === button));
      });
      items.forEach(function (item) {
        item.hidden = kind !== 'all' && item.getAttribute('data-kind') !== kind;
      });
    });
  });

  var form = document.getElementById('contact-form');
  var status = document.getElementById('contact-status');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var name = document.getElementById('contact-name').value.trim();
    status.textContent =
      'Thank you' +
      (name ? ', ' + name : '') +
      '. Messages are not delivered yet: connect e-mail in Bridge Studio to receive them.';
    form.reset();
  });

  // Settings from the hosting environment: the PUBLIC_ variables in /env.json, e.g. PUBLIC_OWNER_NAME.
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
