import express from 'express';
import mysql from 'mysql2';

const router = express.Router();
const conn = mysql.createConnection({ host: '127.0.0.1', user: 'shop', database: 'shop' });

router.get('/items', (req, res) => {
  const ids = String(req.query.ids || '').split(',');
  const list = ids.map((id) => `'${id}'`).join(', ');
  conn.query('SELECT id, name FROM items WHERE id IN (' + list + ')', (err, rows) => {
    if (err) return res.sendStatus(500);
    res.json(rows);
  });
});

export default router;
