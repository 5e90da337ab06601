// Browser code: elements handed in as parameters declared with TypeScript's DOM types.
export function showCoupon(el: HTMLElement): void {
  const coupon = new URLSearchParams(window.location.search).get('coupon') ?? '';
  // ruleid: js-xss-response
  el.innerHTML = `Coupon <code>${coupon}</code> applied`;
  // ok: js-xss-response
  el.textContent = `Coupon ${coupon} applied`;
}

export function showCount(box: HTMLDivElement, label: HTMLSpanElement, items: { qty: number }[]): void {
  const count = items.reduce((n, item) => n + Number(item.qty), 0);
  // ok: js-xss-response
  box.innerHTML = `<span class="badge">${count}</span>`;
  const query = new URLSearchParams(location.search);
  // ruleid: js-xss-response
  label.innerHTML = query.get('q') ?? '';
  // ok: js-xss-response
  label.innerHTML = query.has('q') ? '<em>filtered</em>' : '';
}
