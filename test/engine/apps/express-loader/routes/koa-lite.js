const { exec } = require('child_process');

// A Koa middleware mounted by the same loader through a computed require.
module.exports = () => async (ctx, next) => {
  const host = ctx.request.query.host;
  // ruleid: js-command-injection
  exec('nslookup ' + host);
  // ok: js-command-injection
  exec('nslookup example.internal');
  ctx.body = { ok: true };
  await next();
};
