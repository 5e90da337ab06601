const PLANS = { basic: 0, pro: 10 };

module.exports = async (ctx) => {
  const plan = ctx.request.body.plan;
  ctx.session.discount = plan in PLANS ? PLANS[plan] : 0;
  ctx.body = { ok: true };
};
