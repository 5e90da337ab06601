module.exports = async function issueSession(ctx, next) {
  const sessionId = await ctx.state.sessions.create(ctx.state.user);
  ctx.cookies.set('sid', sessionId, { httpOnly: false, overwrite: true });
  await next();
};
