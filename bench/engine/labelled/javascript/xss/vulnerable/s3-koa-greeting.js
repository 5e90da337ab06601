module.exports = async function greet(ctx, next) {
  const name = ctx.query.name || 'guest';
  ctx.type = 'html';
  ctx.body = '<p>Hello ' + name + '</p>';
  await next();
};
