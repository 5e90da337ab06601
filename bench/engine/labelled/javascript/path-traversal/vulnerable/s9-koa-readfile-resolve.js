const Router = require('@koa/router');
const fs = require('fs/promises');
const path = require('path');

const DOCS = '/srv/docs';
const router = new Router();

router.get('/docs/:file', async (ctx) => {
  const full = path.resolve(DOCS, ctx.params.file);
  ctx.type = 'text/markdown';
  ctx.body = await fs.readFile(full, 'utf8');
});

module.exports = router;
