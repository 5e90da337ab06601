const Router = require('@koa/router');
const { spawn } = require('child_process');

const router = new Router({ prefix: '/diagnostics' });

router.get('/ping', async (ctx) => {
  const host = ctx.query.host;
  const output = await new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `ping -c 1 ${host}`]);
    let data = '';
    child.stdout.on('data', (chunk) => { data += chunk; });
    child.on('close', () => resolve(data));
    child.on('error', reject);
  });
  ctx.body = { output };
});

module.exports = router;
