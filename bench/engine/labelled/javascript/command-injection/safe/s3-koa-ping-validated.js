const Router = require('@koa/router');
const { exec } = require('child_process');

const router = new Router({ prefix: '/diagnostics' });
const HOST_PATTERN = /^[a-zA-Z0-9.-]{1,253}$/;

router.get('/ping', async (ctx) => {
  const host = ctx.query.host;
  if (typeof host !== 'string' || !HOST_PATTERN.test(host)) {
    ctx.throw(400, 'bad host');
  }
  const output = await new Promise((resolve, reject) => {
    exec(`ping -c 1 ${host}`, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
  ctx.body = { output };
});

module.exports = router;
