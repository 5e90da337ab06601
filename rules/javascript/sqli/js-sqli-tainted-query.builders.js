// Query builders: raw fragments are SQL text; builder methods with bindings are not.
const express = require('express');
const knex = require('knex')({ client: 'pg', connection: process.env.DATABASE_URL });
const { DataSource } = require('typeorm');
const { Sequelize, QueryTypes } = require('sequelize');

const dataSource = new DataSource({ type: 'postgres' });
const sequelize = new Sequelize(process.env.DATABASE_URL);
const router = express.Router();

router.get('/products', async (req, res) => {
  // ruleid: js-sqli-tainted-query
  const raw = await knex('products').whereRaw('price < ' + req.query.max);
  // ok: js-sqli-tainted-query
  const bound = await knex('products').whereRaw('price < ?', [req.query.max]);
  // ok: js-sqli-tainted-query
  const plain = await knex('products').where('name', req.query.name);
  // ruleid: js-sqli-tainted-query
  const qb = await dataSource.createQueryBuilder().select('p').from('products', 'p').where(`p.name = '${req.query.name}'`).getMany();
  // ok: js-sqli-tainted-query
  const qb2 = await dataSource.createQueryBuilder().select('p').from('products', 'p').where('p.name = :name', { name: req.query.name }).getMany();
  // ruleid: js-sqli-tainted-query
  const rows = await sequelize.query(`SELECT * FROM Products WHERE name LIKE '%${req.query.q}%'`, { type: QueryTypes.SELECT });
  // ok: js-sqli-tainted-query
  const rows2 = await sequelize.query('SELECT * FROM Products WHERE name LIKE :q', { replacements: { q: `%${req.query.q}%` }, type: QueryTypes.SELECT });
  res.json({ raw, bound, plain, qb, qb2, rows, rows2 });
});

module.exports = router;
