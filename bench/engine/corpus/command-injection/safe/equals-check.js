const Koa = require('koa');
const cp = require('child_process');
const app = new Koa();
app.use(async (ctx) => {
  const d = ctx.query.d;
  if (d === 'example.com') ctx.body = cp.execSync('whois ' + d).toString();
});
