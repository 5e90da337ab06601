const Router = require('@koa/router');

const router = new Router();

router.get('/sso/callback', async (ctx) => {
  await ctx.state.sso.complete(ctx.query.code);
  const returnTo = ctx.query.returnTo || '/';
  ctx.redirect(returnTo);
});

module.exports = router;
