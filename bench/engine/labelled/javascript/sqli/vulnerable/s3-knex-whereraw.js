const knex = require('../db/knex');

exports.listUsers = async (req, res) => {
  const users = await knex('users')
    .select('id', 'name')
    .whereRaw(`name LIKE '${req.query.prefix}%'`)
    .limit(50);
  res.json(users);
};
