const Router = require('@koa/router');

const router = new Router();

router.post('/logout', async (ctx) => {
  ctx.session = null;
  ctx.redirect(ctx.request.body.next || '/');
});

module.exports = router;
