module.exports = async (ctx) => {
  ctx.session.cart = ctx.request.body.cart;
  ctx.session.discount = ctx.request.body.discount;
  ctx.body = { ok: true };
};
