const knex = require('../knex');

function tenantScope(req, res, next) {
  res.locals.tenant = req.get('x-tenant') || 'public';
  next();
}

async function report(req, res) {
  const result = await knex.raw(`SELECT count(*) AS n FROM ${res.locals.tenant}.events WHERE kind = ?`, [req.query.kind]);
  res.json(result.rows[0]);
}

module.exports = { tenantScope, report };
