const Router = require('@koa/router');
const { unserialize } = require('node-serialize');

const router = new Router();

router.post('/wizard/resume', async (ctx) => {
  const { state: encoded = '' } = ctx.request.body;
  const state = unserialize(decodeURIComponent(encoded));
  ctx.body = { step: state.step, answers: state.answers };
});

module.exports = router;
