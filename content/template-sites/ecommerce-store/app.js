// Product list and basket, kept in the browser. Plain JavaScript, no build step.
(function () {
  'use strict';

  var CURRENCY = 'EUR';
  var FREE_DELIVERY_FROM = 50;
  var DELIVERY = 4.9;
  var STORAGE_KEY = 'ecommerce-store.basket';

  // Simple drawings instead of photos, so the starter has no files to license.
  function artwork(hue, shape) {
    var shapes = {
      mug: '<rect x="70" y="55" width="70" height="80" rx="10"/><path d="M140 75h12a16 16 0 0 1 0 32h-12" fill="none" stroke-width="10"/>',
      bag: '<path d="M65 70h90l-8 75H73z"/><path d="M85 70v-12a25 25 0 0 1 50 0v12" fill="none" stroke-width="8"/>',
      plant:
        '<path d="M80 110h60l-8 40H88z"/><path d="M110 110c0-30-25-45-40-45 0 20 15 40 40 45zm0 0c0-30 25-45 40-45 0 20-15 40-40 45z"/>',
      notebook:
        '<rect x="70" y="45" width="80" height="105" rx="6"/><path d="M85 45v105" stroke-width="6"/>',
    };
    return (
      '<svg viewBox="0 0 220 180" aria-hidden="true" focusable="false">' +
      '<rect width="220" height="180" fill="hsl(' +
      hue +
      ' 45% 88%)"/>' +
      '<g fill="hsl(' +
      hue +
      ' 45% 35%)" stroke="hsl(' +
      hue +
      ' 45% 35%)">' +
      shapes[shape] +
      '</g></svg>'
    );
  }

  var products = [
    {
      id: 'mug',
      name: 'Stoneware mug',
      description: 'Holds a generous 350 ml and survives the dishwasher.',
      price: 18,
      hue: 25,
    },
    {
      id: 'bag',
      name: 'Canvas tote',
      description: 'Heavy cotton with a pocket inside for keys.',
      price: 24,
      hue: 200,
    },
    {
      id: 'plant',
      name: 'Desk plant kit',
      description: 'Pot, soil and seeds for a small herb garden.',
      price: 29,
      hue: 130,
    },
    {
      id: 'notebook',
      name: 'Dotted notebook',
      description: '160 pages of thick paper that does not bleed.',
      price: 14,
      hue: 270,
    },
  ];

  var money = new Intl.NumberFormat(document.documentElement.lang || 'en', {
    style: 'currency',
    currency: CURRENCY,
  });
  var basket = load();

  function load() {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) || '{}');
    } catch {
      return {};
    }
  }
  function save() {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(basket));
    } catch {
      /* storage unavailable: the basket lives until the page closes */
    }
  }

  function renderProducts() {
    var list = document.getElementById('products');
    products.forEach(function (product) {
      var item = document.createElement('li');
      item.className = 'product';
      item.innerHTML =
        artwork(product.hue, product.id) +
        '<div class="body"><h3></h3><p></p><span class="price"></span>' +
        '<button type="button">Add to basket</button></div>';
      item.querySelector('h3').textContent = product.name;
      item.querySelector('p').textContent = product.description;
      item.querySelector('.price').textContent = money.format(product.price);
      var button = item.querySelector('button');
      button.setAttribute('aria-label', 'Add ' + product.name + ' to the basket');
      button.addEventListener('click', function () {
        basket[product.id] = (basket[product.id] || 0) + 1;
        save();
        renderBasket();
      });
      list.append(item);
    });
  }

  function renderBasket() {
    var list = document.getElementById('cart-items');
    list.textContent = '';
    var subtotal = 0;
    var count = 0;
    products.forEach(function (product) {
      var qty = basket[product.id] || 0;
      if (!qty) return;
      subtotal += qty * product.price;
      count += qty;
      var item = document.createElement('li');
      var name = document.createElement('span');
      name.textContent = product.name;
      var controls = document.createElement('span');
      controls.className = 'qty';
      var less = document.createElement('button');
      less.type = 'button';
      less.textContent = '−';
      less.setAttribute('aria-label', 'One fewer ' + product.name);
      less.addEventListener('click', function () {
        change(product.id, -1);
      });
      var amount = document.createElement('span');
      amount.textContent = String(qty);
      var more = document.createElement('button');
      more.type = 'button';
      more.textContent = '+';
      more.setAttribute('aria-label', 'One more ' + product.name);
      more.addEventListener('click', function () {
        change(product.id, 1);
      });
      controls.append(less, amount, more);
      item.append(name, controls);
      list.append(item);
    });
    var delivery = subtotal === 0 || subtotal >= FREE_DELIVERY_FROM ? 0 : DELIVERY;
    document.getElementById('subtotal').textContent = money.format(subtotal);
    document.getElementById('delivery').textContent = delivery ? money.format(delivery) : 'Free';
    document.getElementById('total').textContent = money.format(subtotal + delivery);
    document.getElementById('cart-count').textContent = String(count);
    document.getElementById('cart-empty').hidden = count > 0;
    document.getElementById('checkout').disabled = count === 0;
  }

  function change(id, delta) {
    basket[id] = Math.max(0, (basket[id] || 0) + delta);
    if (!basket[id]) delete basket[id];
    save();
    renderBasket();
  }

  document.getElementById('checkout').addEventListener('click', function () {
    document.getElementById('checkout-note').textContent =
      'Checkout is not connected yet. Once payments are set up, this button will take the order.';
  });

  document.querySelectorAll('[data-price]').forEach(function (element) {
    element.textContent = money.format(Number(element.getAttribute('data-price')));
  });

  // Settings from the hosting environment: the PUBLIC_ variables in /env.json, e.g. PUBLIC_STORE_NAME.
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

  renderProducts();
  renderBasket();
})();
