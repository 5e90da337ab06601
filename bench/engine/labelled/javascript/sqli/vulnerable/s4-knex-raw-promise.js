const knex = require('knex')({ client: 'pg' });

module.exports = function makeRouter(router) {
  router.get('/reports/:year', (req, res) => {
    Promise.resolve(req.params.year)
      .then((year) => knex.raw(`SELECT * FROM reports WHERE year = ${year}`))
      .then((result) => res.json(result.rows))
      .catch(() => res.sendStatus(500));
  });
  return router;
};
