const mysql = require('mysql2');

const pool = mysql.createPool({ host: 'db', user: 'app', database: 'shop' });

module.exports = async function productRoutes(fastify) {
  fastify.get('/products/:id', (request, reply) => {
    pool
      .promise()
      .query('SELECT * FROM products WHERE id = ' + request.params.id)
      .then(([rows]) => reply.send(rows[0] ?? null))
      .catch((err) => reply.send(err));
  });
};
