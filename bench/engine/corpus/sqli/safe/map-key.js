const express = require('express');
const app = express();
const { Sequelize } = require('sequelize');
const s = new Sequelize('sqlite::memory:');
const ORDER = { new: 'created_at DESC', old: 'created_at ASC' };
app.get('/s', async (req, res) => {
  const order = ORDER[req.query.o] || ORDER.new;
  res.json(await s.query('SELECT * FROM docs ORDER BY ' + order));
});
