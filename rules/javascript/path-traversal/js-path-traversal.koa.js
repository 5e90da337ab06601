const Koa = require('koa');
const Router = require('@koa/router');
const send = require('koa-send');
const fs = require('fs');
const path = require('path');

const app = new Koa();
const router = new Router();

router.get('/files/:name', async (ctx) => {
  // ruleid: js-path-traversal
  await send(ctx, ctx.params.name);
  // Confined to a root folder by koa-send itself.
  // ok: js-path-traversal
  await send(ctx, ctx.params.name, { root: path.join(__dirname, 'public') });
  // ruleid: js-path-traversal
  ctx.body = fs.createReadStream(path.join('/srv/exports', ctx.cookies.get('export')));
  // ok: js-path-traversal
  ctx.body = fs.createReadStream(path.join('/srv/exports', path.basename(ctx.cookies.get('export'))));
});

app.use(router.routes());
