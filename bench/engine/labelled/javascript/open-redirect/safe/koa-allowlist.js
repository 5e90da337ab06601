const ALLOWED = ['/dashboard', '/settings'];

module.exports = async (ctx) => {
  const target = ALLOWED.includes(ctx.query.returnUrl) ? ctx.query.returnUrl : '/';
  ctx.redirect(target);
};
