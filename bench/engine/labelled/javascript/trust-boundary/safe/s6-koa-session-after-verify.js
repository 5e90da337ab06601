const { verifyTotp } = require('../auth/totp');

exports.completeLogin = async (ctx) => {
  const { code } = ctx.request.body;
  const pending = ctx.session.pendingUserId;
  const ok = pending && (await verifyTotp(pending, String(code)));
  if (!ok) ctx.throw(401);
  ctx.session.userId = pending;
  ctx.session.pendingUserId = null;
  ctx.redirect('/');
};
