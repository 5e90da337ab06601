const Router = require('@koa/router');

const router = new Router();
const config = new Map([
  ['mail', new Map()],
  ['storage', new Map()],
  ['auth', new Map()],
]);

router.patch('/admin/config', async (ctx) => {
  const { section, key, value } = ctx.request.body;
  const bucket = config.get(section);
  if (!bucket) ctx.throw(400, 'unknown section');
  bucket.set(String(key), value);
  ctx.body = Object.fromEntries([...config].map(([name, m]) => [name, Object.fromEntries(m)]));
});

module.exports = router;
