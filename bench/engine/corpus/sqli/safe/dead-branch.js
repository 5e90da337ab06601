const express = require('express');
const app = express();
const knex = require('knex')({ client: 'pg' });
const LEGACY = false;
app.get('/k', async (req, res) => {
  let q = 'SELECT * FROM t';
  if (LEGACY) q += ' WHERE a = ' + req.query.a;
  res.json(await knex.raw(q));
});
