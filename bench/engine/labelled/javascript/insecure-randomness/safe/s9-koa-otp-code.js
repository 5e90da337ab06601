const Router = require('@koa/router');
const crypto = require('crypto');
const sms = require('../lib/sms');

const router = new Router();

router.post('/2fa/send', async (ctx) => {
  const code = String(crypto.randomInt(100000, 1000000));
  ctx.session.otp = { code, expires: Date.now() + 300_000 };
  await sms.send(ctx.state.user.phone, `Your login code is ${code}`);
  ctx.status = 202;
});

module.exports = router;
