const Router = require('@koa/router');
const got = require('got');

const router = new Router();

router.get('/cluster/status', async (ctx) => {
  const { host, port = 8080 } = ctx.query;
  const body = await got(`http://${host}:${port}/status`, { timeout: { request: 3000 } }).json();
  ctx.body = body;
});

module.exports = router;
