const express = require('express');
const { sequelize } = require('../models');

const router = express.Router();

router.post('/report', async (req, res) => {
  const parts = [];
  parts.push('x');
  parts.push(req.body.region);
  let bar;
  const num = 87;
  switch (num % 3) {
    case 0:
      bar = parts[1];
      break;
    default:
      bar = 'bob';
  }
  const sql = "SELECT region, SUM(amount) AS total FROM sales WHERE region = '" + bar + "' GROUP BY region";
  const [rows] = await sequelize.query(sql);
  res.json(rows);
});

module.exports = router;
