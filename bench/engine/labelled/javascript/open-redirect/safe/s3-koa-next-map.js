const Router = require('@koa/router');

const router = new Router();
const DESTINATIONS = new Map([
  ['home', '/'],
  ['billing', '/account/billing'],
  ['docs', 'https://docs.example.com'],
]);

router.post('/logout', async (ctx) => {
  ctx.session = null;
  ctx.redirect(DESTINATIONS.get(ctx.request.body.next) || '/');
});

module.exports = router;
