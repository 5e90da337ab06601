const CART_KEY = 'pw-cart';

export function loadCart(): { id: number; qty: number }[] {
  try {
    return JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
  } catch {
    return [];
  }
}

export function renderCartBadge(el: HTMLElement): void {
  const count = loadCart().reduce((n, item) => n + Number(item.qty), 0);
  el.innerHTML = `<span class="badge">${count}</span>`;
}

export function showCoupon(el: HTMLElement): void {
  const coupon = new URLSearchParams(window.location.search).get('coupon') ?? '';
  el.innerHTML = `Coupon <code>${coupon}</code> applied`;
}
