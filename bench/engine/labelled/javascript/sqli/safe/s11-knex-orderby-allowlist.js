const express = require('express');
const knex = require('../db/knex');

const router = express.Router();

const SORTABLE = { created: 'created_at', price: 'price', name: 'name' };

router.get('/products', async (req, res, next) => {
  const { sort = 'created', dir = 'desc', page = '1' } = req.query;
  const column = SORTABLE[sort] || 'created_at';
  const direction = dir === 'asc' ? 'ASC' : 'DESC';
  const offset = (Math.max(parseInt(page, 10) || 1, 1) - 1) * 25;
  try {
    const result = await knex.raw(
      `SELECT id, name, price FROM products WHERE deleted_at IS NULL ORDER BY ${column} ${direction} LIMIT 25 OFFSET ?`,
      [offset],
    );
    res.json(result.rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
