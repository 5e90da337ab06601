const Koa = require('koa');

const app = new Koa();

app.use(async (ctx) => {
  // ruleid: js-insecure-cookie-flags-off
  ctx.cookies.set('sid', ctx.state.sessionId, { httpOnly: false });
  // ok: js-insecure-cookie-flags-off
  ctx.cookies.set('sid', ctx.state.sessionId, { httpOnly: true, secure: true });
  ctx.body = 'ok';
});

// A handler that never reads its request: the response is not typed.
exports.theme = (req, res) => {
  // ruleid: js-insecure-cookie-flags-off
  res.cookie('theme', 'dark', { httpOnly: false, maxAge: 86400000 });
  // ok: js-insecure-cookie-flags-off
  res.cookie('theme', 'dark', { httpOnly: true, secure: true });
  res.redirect('/');
};

// Koa middleware exported for a loader: the context's cookie jar and next().
module.exports.issue = async (ctx, next) => {
  // ruleid: js-insecure-cookie-flags-off
  ctx.cookies.set('sid', ctx.state.sessionId, { httpOnly: false });
  await next();
};
