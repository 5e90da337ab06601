import Koa from 'koa';
import Router from '@koa/router';

const router = new Router();

router.get('/welcome/:team', async (ctx: Koa.Context) => {
  const team = ctx.params.team;
  const invitedBy = ctx.query.from ?? 'a teammate';
  ctx.type = 'html';
  ctx.body = '<main><h1>Welcome to ' + team + '</h1><p>You were invited by ' + invitedBy + '.</p></main>';
});

export default router;
