const db = require('../db/knex');

exports.listOrders = async (req, res, next) => {
  try {
    const ids = String(req.query.ids || '')
      .split(',')
      .map(Number)
      .filter(Number.isInteger);
    const marks = ids.map(() => '?').join(', ');
    const result = await db.raw(`SELECT * FROM orders WHERE id IN (${marks || 'NULL'})`, ids);
    res.json(result.rows);
  } catch (err) {
    next(err);
  }
};
