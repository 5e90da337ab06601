const Router = require('@koa/router');
const { XMLParser } = require('fast-xml-parser');

const router = new Router();
const parser = new XMLParser({ ignoreAttributes: false });

router.post('/soap/endpoint', async (ctx) => {
  const doc = parser.parse(ctx.request.rawBody);
  ctx.type = 'text/xml';
  ctx.body = `<ok>${Object.keys(doc).length}</ok>`;
});

module.exports = router;
