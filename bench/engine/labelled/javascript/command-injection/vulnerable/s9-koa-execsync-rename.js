const Router = require('@koa/router');
const { execSync } = require('child_process');

const router = new Router({ prefix: '/diag' });

router.get('/ping', (ctx) => {
  const { host: target = 'localhost', count = 1 } = ctx.query;
  const out = execSync('ping -c ' + Number(count) + ' ' + target, { timeout: 5000 });
  ctx.body = out.toString();
});

module.exports = router;
