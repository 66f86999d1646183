// Draws the dashboard from sample data. Replace `data` with a call to your own API later.
(function () {
  'use strict';

  var data = {
    months: ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    revenue: [2100, 2400, 2300, 2900, 3400, 3900, 4200, 5100, 4800, 6300, 7100, 7900],
    customers: [12, 15, 17, 20, 24, 31, 38, 44, 47, 55, 63, 71],
    orders: [
      { id: '#1042', customer: 'Mira Olsen', date: '2025-06-28', status: 'paid', amount: 129 },
      { id: '#1041', customer: 'Tomás Reyes', date: '2025-06-27', status: 'pending', amount: 58 },
      { id: '#1040', customer: 'Priya Nair', date: '2025-06-27', status: 'paid', amount: 240 },
      { id: '#1039', customer: 'Jon Baptiste', date: '2025-06-25', status: 'refunded', amount: 35 },
      { id: '#1038', customer: 'Hana Sato', date: '2025-06-24', status: 'paid', amount: 96 },
    ],
  };

  var money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  var dates = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });

  function sum(values) {
    return values.reduce(function (a, b) {
      return a + b;
    }, 0);
  }

  function change(current, previous) {
    if (!previous) return { text: 'new', direction: 'up' };
    var percent = Math.round(((current - previous) / previous) * 100);
    return {
      text: (percent >= 0 ? '+' : '') + percent + '% on the period before',
      direction: percent >= 0 ? 'up' : 'down',
    };
  }

  function renderKpis(months) {
    var revenue = data.revenue.slice(-months);
    var before = data.revenue.slice(-2 * months, -months);
    var customers = data.customers.slice(-1)[0];
    var customersBefore = data.customers.slice(-months - 1)[0];
    var cards = [
      {
        label: 'Revenue',
        value: money.format(sum(revenue)),
        change: change(sum(revenue), sum(before)),
      },
      { label: 'Customers', value: String(customers), change: change(customers, customersBefore) },
      { label: 'Average month', value: money.format(sum(revenue) / revenue.length), change: null },
    ];
    var list = document.getElementById('kpis');
    list.textContent = '';
    cards.forEach(function (card) {
      var item = document.createElement('li');
      item.className = 'kpi';
      var label = document.createElement('p');
      label.className = 'label';
      label.textContent = card.label;
      var value = document.createElement('p');
      value.className = 'value';
      value.textContent = card.value;
      item.append(label, value);
      if (card.change) {
        var note = document.createElement('p');
        note.className = 'change ' + card.change.direction;
        note.textContent = card.change.text;
        item.append(note);
      }
      list.append(item);
    });
  }

  function renderChart(months) {
    var labels = data.months.slice(-months);
    var values = data.revenue.slice(-months);
    var width = 600;
    var height = 220;
    var top = Math.max.apply(null, values) * 1.1;
    var slot = width / values.length;
    var bars = values.map(function (value, i) {
      var h = Math.round((value / top) * (height - 30));
      var x = Math.round(i * slot + slot * 0.2);
      return (
        '<rect class="bar" rx="4" x="' +
        x +
        '" y="' +
        (height - 20 - h) +
        '" width="' +
        Math.round(slot * 0.6) +
        '" height="' +
        h +
        '"></rect>' +
        '<text x="' +
        Math.round(x + slot * 0.3) +
        '" y="' +
        (height - 4) +
        '" text-anchor="middle">' +
        labels[i] +
        '</text>'
      );
    });
    document.getElementById('chart').innerHTML =
      '<svg viewBox="0 0 ' +
      width +
      ' ' +
      height +
      '" aria-hidden="true" focusable="false">' +
      bars.join('') +
      '</svg>';
    // The same figures as a table, for screen readers.
    var body = document.querySelector('#chart-table tbody');
    body.textContent = '';
    values.forEach(function (value, i) {
      var row = body.insertRow();
      row.insertCell().textContent = labels[i];
      row.insertCell().textContent = money.format(value);
    });
  }

  function renderOrders() {
    var body = document.getElementById('order-rows');
    data.orders.forEach(function (order) {
      var row = body.insertRow();
      row.insertCell().textContent = order.id;
      row.insertCell().textContent = order.customer;
      row.insertCell().textContent = dates.format(new Date(order.date));
      var status = document.createElement('span');
      status.className = 'status ' + order.status;
      status.textContent = order.status.charAt(0).toUpperCase() + order.status.slice(1);
      row.insertCell().append(status);
      var amount = row.insertCell();
      amount.className = 'num';
      amount.textContent = money.format(order.amount);
    });
  }

  var period = document.getElementById('period');
  function render() {
    var months = Number(period.value);
    renderKpis(months);
    renderChart(months);
  }
  period.addEventListener('change', render);

  // Settings from the hosting environment: the PUBLIC_ variables in /env.json, e.g. PUBLIC_DASHBOARD_NAME.
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
  renderOrders();
})();
