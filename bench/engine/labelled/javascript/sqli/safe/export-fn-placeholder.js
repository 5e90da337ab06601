const db = require('../lib/db');

module.exports = function listOrders(req, res) {
  const status = req.query.status;
  db.query('SELECT id, total FROM orders WHERE status = ?', [status], (err, rows) => {
    if (err) return res.status(500).json({ error: 'failed' });
    res.json(rows);
  });
};
