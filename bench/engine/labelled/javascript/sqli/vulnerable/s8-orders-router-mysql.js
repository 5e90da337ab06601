'use strict';

// routes/orders.js — registered from app.js as require('./routes/orders')(app, db)
module.exports = (app, db) => {
  app.get('/api/orders', async (req, res) => {
    const { status = 'open', sort = 'created_at' } = req.query;
    const sql = `SELECT id, total, status FROM orders WHERE status = '${status}' ORDER BY ${sort} DESC`;
    db.query(sql, (err, rows) => {
      if (err) {
        return res.status(500).json({ error: 'db error' });
      }
      res.json(rows);
    });
  });
};
