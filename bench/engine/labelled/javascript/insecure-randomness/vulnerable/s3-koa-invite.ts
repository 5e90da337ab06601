import Router from '@koa/router';
import { Invite } from '../entities/invite';

const router = new Router();

router.post('/invites', async (ctx) => {
  const code = Array.from({ length: 8 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
  await Invite.insert({ code, email: ctx.request.body.email });
  ctx.body = { code };
});

export default router;
