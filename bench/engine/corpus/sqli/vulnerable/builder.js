const express = require('express');
const app = express();
const { Sequelize } = require('sequelize');
const s = new Sequelize('sqlite::memory:');
app.post('/s', async (req, res) => {
  let where = 'active = 1';
  if (req.body.q) where += " AND title LIKE '%" + req.body.q + "%'";
  res.json(await s.query('SELECT * FROM docs WHERE ' + where));
});
