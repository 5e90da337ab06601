const Router = require('@koa/router');
const got = require('got');

const router = new Router();
const nodes = new Map([
  ['eu', 'status-eu.internal'],
  ['us', 'status-us.internal'],
]);

router.get('/cluster/status', async (ctx) => {
  const host = nodes.get(ctx.query.region);
  if (!host) ctx.throw(404);
  const body = await got(`http://${host}:8080/status`, { timeout: { request: 3000 } }).json();
  ctx.body = body;
});

module.exports = router;
