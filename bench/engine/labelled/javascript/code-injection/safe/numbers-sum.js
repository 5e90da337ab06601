module.exports = async (ctx) => {
  const a = Number(ctx.query.a);
  const b = Number(ctx.query.b);
  ctx.body = { sum: eval(`${a} + ${b}`) };
};
