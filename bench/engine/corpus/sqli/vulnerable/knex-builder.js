const express = require('express');
const app = express();
const knex = require('knex')({ client: 'mysql' });
app.get('/u', async (req, res) => res.json(await knex('users').whereRaw('name = ' + req.query.n)));
