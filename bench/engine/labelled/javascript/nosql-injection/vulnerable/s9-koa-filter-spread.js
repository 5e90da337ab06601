const Router = require('@koa/router');
const { getDb } = require('../db');

const router = new Router();

router.post('/items/search', async (ctx) => {
  const { filter = {}, limit = 20 } = ctx.request.body;
  const db = await getDb();
  ctx.body = await db
    .collection('items')
    .find({ ...filter, tenantId: ctx.state.tenantId })
    .limit(Math.min(Number(limit), 100))
    .toArray();
});

module.exports = router;
