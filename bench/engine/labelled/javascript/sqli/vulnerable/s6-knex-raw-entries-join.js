const db = require('../db/knex');

exports.listOrders = async (req, res, next) => {
  try {
    const clauses = Object.entries(req.query)
      .filter(([key]) => key !== 'page')
      .map(([key, value]) => `${key} = '${value}'`)
      .join(' AND ');
    const result = await db.raw(`SELECT * FROM orders${clauses ? ` WHERE ${clauses}` : ''}`);
    res.json(result.rows);
  } catch (err) {
    next(err);
  }
};
