const ORIGIN = 'http://127.0.0.1:3000';

async function afterLogout(ctx) {
  ctx.session = null;
  const { returnUrl } = ctx.request.body ?? {};
  const parsed = new URL(returnUrl || '/', ORIGIN);
  if (parsed.origin !== ORIGIN) return ctx.redirect('/');
  ctx.redirect(parsed.pathname + parsed.search);
}

module.exports = { afterLogout };
