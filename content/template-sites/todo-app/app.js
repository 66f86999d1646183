// A to-do list kept in the browser's local storage. Plain JavaScript, no build step.
(function () {
  'use strict';

  var STORAGE_KEY = 'todo-app.tasks';
  var form = document.getElementById('new-task');
  var input = document.getElementById('task-title');
  var list = document.getElementById('tasks');
  var empty = document.getElementById('empty');
  var count = document.getElementById('count');
  var clearDone = document.getElementById('clear-done');
  var filterButtons = document.querySelectorAll('[data-filter]');
  var filter = 'all';

  // Storage can be unavailable (private windows, sandboxed previews); the list then lives in memory.
  function load() {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) || '[]');
    } catch {
      return [];
    }
  }
  function save() {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(tasks));
    } catch {
      /* keep working without storage */
    }
  }

  var tasks = load();

  function render() {
    list.textContent = '';
    var shown = tasks.filter(function (task) {
      return filter === 'all' || (filter === 'done' ? task.done : !task.done);
    });
    shown.forEach(function (task) {
      var item = document.createElement('li');
      item.className = task.done ? 'done' : '';
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.id = 'task-' + task.id;
      box.checked = task.done;
      box.addEventListener('change', function () {
        task.done = box.checked;
        save();
        render();
      });
      var label = document.createElement('label');
      label.htmlFor = box.id;
      label.textContent = task.title;
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove';
      remove.textContent = 'Remove';
      remove.setAttribute('aria-label', 'Remove ' + task.title);
      remove.addEventListener('click', function () {
        tasks = tasks.filter(function (t) {
          return t.id !== task.id;
        });
        save();
        render();
      });
      item.append(box, label, remove);
      list.append(item);
    });
    var left = tasks.filter(function (t) {
      return !t.done;
    }).length;
    count.textContent = left === 1 ? '1 task left' : left + ' tasks left';
    empty.hidden = shown.length > 0;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var title = input.value.trim();
    if (!title) return;
    tasks.push({
      id: Date.now().toString(36) + Math.random().toString(36).slice(2, 6),
      title: title,
      done: false,
    });
    input.value = '';
    save();
    render();
  });

  filterButtons.forEach(function (button) {
    button.addEventListener('click', function () {
      filter = button.getAttribute('data-filter');
      filterButtons.forEach(function (b) {
        b.setAttribute('aria-pressed', String(b === button));
      });
      render();
    });
  });

  clearDone.addEventListener('click', function () {
    tasks = tasks.filter(function (t) {
      return !t.done;
    });
    save();
    render();
  });

  // Settings from the hosting environment: the PUBLIC_ variables in /env.json, e.g. PUBLIC_APP_NAME.
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
