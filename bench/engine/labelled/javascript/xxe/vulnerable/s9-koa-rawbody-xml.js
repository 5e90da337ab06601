const Router = require('@koa/router');
const libxml = require('libxmljs');

const router = new Router();

router.post('/soap/endpoint', async (ctx) => {
  const doc = libxml.parseXmlString(ctx.request.rawBody, { noent: true, noblanks: true });
  ctx.type = 'text/xml';
  ctx.body = `<ok>${doc.root().name()}</ok>`;
});

module.exports = router;
