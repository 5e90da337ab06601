import { Router, Request, Response } from 'express';
import { Sequelize, QueryTypes } from 'sequelize';
import knexFactory from 'knex';
import { buildWhere } from './js-sqli-tainted-query.helpers';

const sequelize = new Sequelize('sqlite::memory:');
const knex = knexFactory({ client: 'pg' });
const router = Router();

router.get('/report/:year', async (req: Request, res: Response) => {
  const { year } = req.params;
  // ruleid: js-sqli-tainted-query
  await sequelize.query(`SELECT * FROM sales WHERE year = ${year}`, { type: QueryTypes.SELECT });
  // ok: js-sqli-tainted-query
  await sequelize.query('SELECT * FROM sales WHERE year = :year', { replacements: { year }, type: QueryTypes.SELECT });
  // `sequelize.escape` quotes and escapes the value as an SQL literal.
  // ok: js-sqli-tainted-query
  await sequelize.query(`SELECT * FROM sales WHERE region = ${sequelize.escape(String(req.query.region))}`, { type: QueryTypes.SELECT });
  // ruleid: js-sqli-tainted-query
  await knex.raw('SELECT * FROM sales WHERE region = ' + req.query.region);
  // ok: js-sqli-tainted-query
  await knex.raw('SELECT * FROM sales WHERE region = ?', [req.query.region]);
  // Across files: the helper builds the clause from its parameter.
  // ruleid: js-sqli-tainted-query
  await knex.raw('SELECT * FROM sales WHERE ' + buildWhere(req.query.region as string));
  // ok: js-sqli-tainted-query
  await knex.raw('SELECT * FROM sales WHERE ' + buildWhere('emea'));
  res.json({ ok: true });
});

export default router;
