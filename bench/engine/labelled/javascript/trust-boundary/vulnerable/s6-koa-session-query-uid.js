exports.impersonate = async (ctx) => {
  const uid = ctx.query.uid;
  ctx.session.userId = uid;
  ctx.session.impersonating = true;
  ctx.redirect('/');
};
