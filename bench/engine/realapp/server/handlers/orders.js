const db = require('../db');

async function ordersWhere(condition) {
  const { rows } = await db.query('SELECT id, status, total FROM orders WHERE ' + condition + ' ORDER BY id DESC');
  return rows;
}

module.exports = {
  'GET /open': async (req, res) => {
    res.json(await ordersWhere("status = 'open'"));
  },

  'GET /by-status': async (req, res) => {
    res.json(await ordersWhere("status = '" + req.query.status + "'"));
  },

  'GET /recent': async (req, res) => {
    const days = Math.min(90, Math.max(1, parseInt(req.query.days, 10) || 7));
    res.json(await ordersWhere(`created_at > now() - interval '${days} days'`));
  },
};
