const express = require('express');
const knex = require('knex')({ client: 'pg', connection: process.env.DATABASE_URL });
const app = express();

app.get('/reports/:year', async (req, res) => {
  const result = await knex.raw('SELECT month, sum(amount) FROM sales WHERE year = ' + req.params.year + ' GROUP BY month');
  res.json(result.rows);
});

module.exports = app;
