const Router = require('@koa/router');
const { randomUUID } = require('crypto');

const router = new Router();

router.post('/visit', async (ctx) => {
  const visitor = randomUUID();
  ctx.cookies.set('visitor', visitor, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000 });
  ctx.status = 204;
});

module.exports = router;
