const Koa = require('koa');
const app = new Koa();
app.use(async (ctx) => ctx.redirect(ctx.query.next));
