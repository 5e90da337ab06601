const Router = require('@koa/router');
const _ = require('lodash');

const router = new Router();

router.post('/notifications/preview', async (ctx) => {
  const { tpl = '', vars = {} } = ctx.request.body;
  const compiled = _.template(tpl);
  ctx.body = { text: compiled(vars) };
});

module.exports = router;
