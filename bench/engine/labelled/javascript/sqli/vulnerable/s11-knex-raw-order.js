const express = require('express');
const knex = require('../db/knex');

const router = express.Router();

router.get('/products', async (req, res, next) => {
  const { sort = 'created_at', dir = 'desc', page = '1' } = req.query;
  const offset = (Math.max(parseInt(page, 10) || 1, 1) - 1) * 25;
  try {
    const result = await knex.raw(
      `SELECT id, name, price FROM products WHERE deleted_at IS NULL ORDER BY ${sort} ${dir} LIMIT 25 OFFSET ?`,
      [offset],
    );
    res.json(result.rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
