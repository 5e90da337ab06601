const express = require('express');
const mysql = require('mysql');
const router = express.Router();
const conn = mysql.createConnection({ host: '127.0.0.1', user: 'shop', database: 'shop' });

class ProductQuery {
  constructor(sort) {
    this.sort = sort;
  }
  sql() {
    return 'SELECT id, name, price FROM products ORDER BY ' + this.sort;
  }
}

router.get('/products', (req, res) => {
  const q = new ProductQuery(req.query.sort || 'name');
  conn.query(q.sql(), (err, rows) => {
    if (err) return res.sendStatus(500);
    res.json(rows);
  });
});

module.exports = router;
