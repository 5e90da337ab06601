module.exports = (Product) => async (ctx) => {
  const product = await Product.findOne({ slug: ctx.params.slug });
  ctx.body = product;
};
