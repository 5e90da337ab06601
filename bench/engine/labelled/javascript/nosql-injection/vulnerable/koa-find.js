const Article = require('../models/article');

module.exports = async (ctx) => {
  ctx.body = await Article.find({ slug: ctx.request.body.slug, published: true });
};
