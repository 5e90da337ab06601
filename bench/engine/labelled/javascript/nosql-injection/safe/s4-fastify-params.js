module.exports = async function routes(fastify) {
  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await fastify.mongo.db.collection('articles').findOne({ slug: request.params.slug });
    return article;
  });
};
