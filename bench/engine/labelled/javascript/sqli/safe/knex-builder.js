const express = require('express');
const knex = require('knex')({ client: 'pg', connection: process.env.DATABASE_URL });
const app = express();

app.get('/reports/:year', async (req, res) => {
  const rows = await knex('sales').select('month').sum('amount').where('year', req.params.year).groupBy('month');
  res.json(rows);
});

module.exports = app;
