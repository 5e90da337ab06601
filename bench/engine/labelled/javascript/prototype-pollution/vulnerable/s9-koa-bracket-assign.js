const Router = require('@koa/router');

const router = new Router();
const config = { mail: {}, storage: {}, auth: {} };

router.patch('/admin/config', async (ctx) => {
  const { section, key, value } = ctx.request.body;
  if (!config[section]) config[section] = {};
  config[section][key] = value;
  ctx.body = config;
});

module.exports = router;
