module.exports = async function issueSession(ctx, next) {
  const sessionId = await ctx.state.sessions.create(ctx.state.user);
  ctx.cookies.set('sid', sessionId, { httpOnly: true, secure: true, sameSite: 'strict', overwrite: true });
  await next();
};
