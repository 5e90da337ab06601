const Koa = require('koa');
const app = new Koa();
const PAGES = ['/a', '/b'];
app.use(async (ctx) => { if (PAGES.includes(ctx.query.next)) ctx.redirect(ctx.query.next); });
