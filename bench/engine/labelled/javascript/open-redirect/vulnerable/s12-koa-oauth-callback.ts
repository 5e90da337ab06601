import Router from '@koa/router';
import { exchangeCode } from '../auth/oauth';

const router = new Router();

router.get('/oauth/callback', async (ctx) => {
  const { code, state } = ctx.query as { code: string; state: string };
  const { returnTo } = JSON.parse(Buffer.from(state, 'base64').toString('utf8'));
  const tokens = await exchangeCode(code);
  ctx.session!.tokens = tokens;
  ctx.redirect(returnTo);
});

export default router;
