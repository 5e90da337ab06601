module.exports = async (ctx) => {
  ctx.cookies.set('session', ctx.state.sessionId, { httpOnly: false });
  ctx.body = { ok: true };
};
