module.exports = async (ctx) => {
  ctx.redirect(ctx.query.returnUrl || '/');
};
