import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { router } from './router.js';

const app = new Koa();
app.keys = [process.env.WIDGET_COOKIE_KEY ?? ''];
app.proxy = true;

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = 500;
    ctx.body = { error: 'widget failed' };
    ctx.app.emit('error', err, ctx);
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT ?? 3100));
