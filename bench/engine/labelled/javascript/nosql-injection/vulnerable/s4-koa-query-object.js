module.exports = (Product) => async (ctx) => {
  const products = await Product.find({ owner: ctx.query.owner });
  ctx.body = products;
};
