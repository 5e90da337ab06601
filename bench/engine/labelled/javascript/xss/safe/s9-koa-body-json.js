const Router = require('@koa/router');

const router = new Router();

router.get('/notice', async (ctx) => {
  const msg = ctx.query.msg ?? 'Saved';
  ctx.body = { notice: msg };
});

module.exports = router;
