const Router = require('@koa/router');
const { getDb } = require('../db');

const router = new Router();
const FILTERABLE = ['color', 'size', 'brand'];

router.post('/items/search', async (ctx) => {
  const { filter = {}, limit = 20 } = ctx.request.body;
  const query = { tenantId: ctx.state.tenantId };
  for (const field of FILTERABLE) {
    if (filter[field] !== undefined) query[field] = String(filter[field]);
  }
  const db = await getDb();
  ctx.body = await db.collection('items').find(query).limit(Math.min(Number(limit), 100)).toArray();
});

module.exports = router;
