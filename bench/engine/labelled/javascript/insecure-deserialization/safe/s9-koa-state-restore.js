const Router = require('@koa/router');

const router = new Router();

router.post('/wizard/resume', async (ctx) => {
  const { state: encoded = '' } = ctx.request.body;
  const state = JSON.parse(decodeURIComponent(encoded) || '{}');
  ctx.body = { step: Number(state.step) || 0, answers: Array.isArray(state.answers) ? state.answers : [] };
});

module.exports = router;
