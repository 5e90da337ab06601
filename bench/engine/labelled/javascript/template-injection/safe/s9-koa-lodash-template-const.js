const Router = require('@koa/router');
const _ = require('lodash');

const router = new Router();
const compiled = _.template('Hello <%- name %>, you have <%- count %> new messages.');

router.post('/notifications/preview', async (ctx) => {
  const { tpl = '', vars = {} } = ctx.request.body;
  ctx.body = { text: compiled({ name: String(vars.name ?? tpl), count: Number(vars.count) || 0 }) };
});

module.exports = router;
