const Router = require('@koa/router');

const router = new Router();

router.get('/notice', async (ctx) => {
  const msg = ctx.query.msg ?? 'Saved';
  ctx.type = 'html';
  ctx.body = `<div class="notice">${msg}</div>`;
});

module.exports = router;
