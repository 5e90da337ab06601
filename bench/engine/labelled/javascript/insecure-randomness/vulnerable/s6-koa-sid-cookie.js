const newId = () => `${Date.now().toString(16)}${Math.floor(Math.random() * 1e16).toString(16)}`;

module.exports = async (ctx, next) => {
  if (!ctx.cookies.get('sid')) {
    ctx.cookies.set('sid', newId(), { httpOnly: true, secure: true, sameSite: 'lax' });
  }
  await next();
};
