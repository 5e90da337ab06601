'use strict';

const SORTABLE = new Set(['created_at', 'total', 'status']);

module.exports = (app, db) => {
  app.get('/api/orders', async (req, res) => {
    const { status = 'open', sort = 'created_at' } = req.query;
    const column = SORTABLE.has(sort) ? sort : 'created_at';
    const sql = `SELECT id, total, status FROM orders WHERE status = ? ORDER BY ${column} DESC`;
    db.query(sql, [status], (err, rows) => {
      if (err) {
        return res.status(500).json({ error: 'db error' });
      }
      res.json(rows);
    });
  });
};
