const Router = require('@koa/router');

const router = new Router();
const APP_ORIGIN = 'https://app.example.com';

router.get('/sso/callback', async (ctx) => {
  await ctx.state.sso.complete(ctx.query.code);
  const target = new URL(ctx.query.returnTo || '/', APP_ORIGIN);
  ctx.redirect(target.origin === APP_ORIGIN ? target.pathname + target.search : '/');
});

module.exports = router;
