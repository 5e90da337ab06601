const { sequelize } = require('../models');

module.exports = function reviewsPlugin(fastify, opts, done) {
  fastify.get('/products/:sku/reviews', (request, reply) => {
    const { sku } = request.params;
    return sequelize
      .query(`SELECT author, stars, body FROM reviews WHERE sku = '${sku}' ORDER BY created_at DESC`, {
        type: sequelize.QueryTypes.SELECT,
      })
      .then((rows) => reply.send(rows));
  });
  done();
};
