'use strict';
const { Router } = require('express');
const db = require('../lib/db');
const { requireAuth } = require('../middleware/auth');

const router = Router();

router.get('/orders', requireAuth, async (req, res, next) => {
  try {
    const status = req.query.status || 'open';
    const { rows } = await db.pool.query(
      `SELECT id, total, created_at FROM orders WHERE status = '${status}' ORDER BY created_at DESC`
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
