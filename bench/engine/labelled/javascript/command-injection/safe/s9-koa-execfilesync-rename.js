const Router = require('@koa/router');
const { execFileSync } = require('child_process');

const router = new Router({ prefix: '/diag' });

router.get('/ping', (ctx) => {
  const { host: target = 'localhost', count = 1 } = ctx.query;
  const out = execFileSync('ping', ['-c', String(Number(count)), String(target)], { timeout: 5000 });
  ctx.body = out.toString();
});

module.exports = router;
