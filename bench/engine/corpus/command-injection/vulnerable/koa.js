const Koa = require('koa');
const cp = require('child_process');
const app = new Koa();
app.use(async (ctx) => { ctx.body = cp.execSync('whois ' + ctx.query.d).toString(); });
