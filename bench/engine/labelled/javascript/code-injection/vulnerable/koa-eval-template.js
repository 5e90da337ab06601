module.exports = async (ctx) => {
  const { a, b } = ctx.query;
  ctx.body = { sum: eval(`${a} + ${b}`) };
};
