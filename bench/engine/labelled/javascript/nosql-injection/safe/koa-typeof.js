const Article = require('../models/article');

module.exports = async (ctx) => {
  const slug = ctx.request.body.slug;
  if (typeof slug !== 'string') ctx.throw(400);
  ctx.body = await Article.find({ slug, published: true });
};
