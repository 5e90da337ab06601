async function afterLogout(ctx) {
  ctx.session = null;
  const { returnUrl } = ctx.request.body ?? {};
  ctx.redirect(returnUrl || '/');
}

module.exports = { afterLogout };
