// Koa and Fastify route parameters are path segments (strings): no query operators. Bodies and
// whole query objects can still carry them.
const Koa = require('koa');
const Router = require('@koa/router');
const fastify = require('fastify')();
const mongoose = require('mongoose');

const Item = mongoose.model('Item', new mongoose.Schema({ slug: String }));
const app = new Koa();
const router = new Router();

router.get('/items/:slug', async (ctx) => {
  // ok: js-nosql-injection
  const bySlug = await Item.findOne({ slug: ctx.params.slug });
  // ruleid: js-nosql-injection
  const byBody = await Item.findOne({ slug: ctx.request.body.slug });
  ctx.body = { bySlug, byBody };
});
app.use(router.routes());

fastify.get('/items/:slug', async (request) => {
  // ok: js-nosql-injection
  const bySlug = await Item.findOne({ slug: request.params.slug });
  // ruleid: js-nosql-injection
  const byBody = await Item.findOne({ slug: request.body.slug });
  return { bySlug, byBody };
});
