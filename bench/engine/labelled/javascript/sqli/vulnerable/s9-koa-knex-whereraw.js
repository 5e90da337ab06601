const Router = require('@koa/router');
const knex = require('../knex');

const router = new Router();

router.get('/orders', async (ctx) => {
  const status = ctx.query.status ?? 'open';
  ctx.body = await knex('orders')
    .select('id', 'total')
    .where('tenant_id', ctx.state.tenantId)
    .andWhereRaw(`status = '${status}'`);
});

module.exports = router;
