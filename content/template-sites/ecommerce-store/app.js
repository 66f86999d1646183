// The shop: anyone browses the products; a signed-in customer places orders and sees only their
// own. Each order line takes its price from the product in the database, never from this page.
import { connect, day, escapeHtml, money, plainError, say } from '/lib/backend.js';
import { setUpAccount } from '/lib/account.js';

const $ = (id) => document.getElementById(id);
const status = $('status');
const BASKET_KEY = 'store.basket';
let supabase;
let user = null;
let products = [];
/** product id → quantity, kept in this browser until the order is placed. */
let basket = new Map(JSON.parse(localStorage.getItem(BASKET_KEY) ?? '[]'));

const saveBasket = () => localStorage.setItem(BASKET_KEY, JSON.stringify([...basket]));
const productById = (id) => products.find((p) => p.id === id);

function renderProducts() {
  $('products').innerHTML = products
    .map((p) => {
      const stock =
        p.stock === 0 ? 'Out of stock' : p.stock <= 5 ? `Only ${p.stock} left` : 'In stock';
      const picture = p.image_url
        ? `<img src="${escapeHtml(p.image_url)}" alt="" />`
        : `<div class="swatch" aria-hidden="true">${escapeHtml(p.name.slice(0, 1))}</div>`;
      return `<li class="product">${picture}<div class="body">
        <h3>${escapeHtml(p.name)}</h3><p>${escapeHtml(p.description)}</p>
        <p class="price">${money(p.price_cents)} <span class="muted">· ${stock}</span></p>
        <button type="button" data-add="${p.id}" ${p.stock === 0 ? 'disabled' : ''} aria-label="Add ${escapeHtml(p.name)} to the basket">Add to basket</button>
      </div></li>`;
    })
    .join('');
}

function renderBasket() {
  const lines = [...basket].filter(([id]) => productById(id));
  $('cart-items').innerHTML = lines
    .map(([id, quantity]) => {
      const p = productById(id);
      return `<li><span>${escapeHtml(p.name)} × ${quantity}</span>
        <span>${money(p.price_cents * quantity)}
        <button type="button" class="link" data-remove="${id}" aria-label="Remove ${escapeHtml(p.name)}">Remove</button></span></li>`;
    })
    .join('');
  const count = lines.reduce((n, [, q]) => n + q, 0);
  $('cart-count').textContent = String(count);
  $('cart-empty').hidden = count > 0;
  $('total').textContent = money(
    lines.reduce((sum, [id, q]) => sum + productById(id).price_cents * q, 0),
  );
  $('checkout').disabled = count === 0 || !user;
}

async function loadOrders() {
  $('orders-panel').hidden = !user;
  if (!user) return;
  const { data, error } = await supabase
    .from('orders')
    .select('id, status, created_at, order_items(quantity, price_cents, products(name))')
    .order('created_at', { ascending: false });
  if (error) return say(status, plainError(error), 'error');
  $('orders').innerHTML = data.length
    ? data
        .map((o) => {
          const total = o.order_items.reduce((s, i) => s + i.price_cents * i.quantity, 0);
          const lines = o.order_items
            .map((i) => `${escapeHtml(i.products?.name ?? 'A product')} × ${i.quantity}`)
            .join(', ');
          return `<li><strong>${day(o.created_at)} · ${money(total)}</strong> <span class="badge">${escapeHtml(o.status)}</span><br />${lines}</li>`;
        })
        .join('')
    : '<li class="muted">You have not ordered anything yet.</li>';
}

async function loadProducts() {
  const { data, error } = await supabase
    .from('products')
    .select('id, name, description, price_cents, image_url, stock')
    .order('name');
  if (error) return say(status, plainError(error), 'error');
  products = data;
  say(status, products.length ? '' : 'No products yet: add some in Bridge Studio.');
  renderProducts();
  renderBasket();
}

$('products').addEventListener('click', (event) => {
  const id = event.target.dataset?.add;
  if (!id) return;
  const p = productById(id);
  const next = (basket.get(id) ?? 0) + 1;
  if (next > p.stock) return say(status, `Sorry, we have only ${p.stock} of ${p.name}.`, 'error');
  basket.set(id, next);
  saveBasket();
  renderBasket();
  say(status, `${p.name} is in your basket.`);
});

$('cart-items').addEventListener('click', (event) => {
  const id = event.target.dataset?.remove;
  if (!id) return;
  basket.delete(id);
  saveBasket();
  renderBasket();
});

$('checkout').addEventListener('click', async () => {
  $('checkout').disabled = true;
  say(status, 'Placing your order…');
  const { data: order, error } = await supabase.from('orders').insert({}).select('id').single();
  if (error) return say(status, plainError(error), 'error');
  const items = [...basket].map(([product_id, quantity]) => ({
    order_id: order.id,
    product_id,
    quantity,
  }));
  const added = await supabase.from('order_items').insert(items);
  if (added.error) {
    await loadOrders();
    return say(status, plainError(added.error), 'error');
  }
  basket = new Map();
  saveBasket();
  await Promise.all([loadProducts(), loadOrders()]);
  say(status, 'Thank you! Your order is placed.');
});

try {
  ({ supabase } = await connect());
  await loadProducts();
  await setUpAccount(supabase, {
    form: $('account'),
    signedIn: $('signed-in'),
    who: $('who'),
    signOut: $('sign-out'),
    status,
    onChange: async (signedIn) => {
      user = signedIn;
      renderBasket();
      await loadOrders();
    },
  });
} catch (error) {
  say(status, plainError(error), 'error');
}
