const express = require('express');
const app = express();
const knex = require('knex')({ client: 'pg' });
app.get('/k', async (req, res) => res.json(await knex.raw('SELECT * FROM t ORDER BY ' + req.query.sort)));
