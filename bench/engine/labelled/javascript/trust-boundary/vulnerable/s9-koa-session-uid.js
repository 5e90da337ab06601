const Router = require('@koa/router');

const router = new Router();

router.get('/impersonate', async (ctx) => {
  ctx.session.userId = ctx.query.uid;
  ctx.redirect('/');
});

module.exports = router;
