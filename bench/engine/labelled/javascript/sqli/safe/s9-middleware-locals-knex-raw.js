const knex = require('../knex');

const TENANTS = new Set(['public', 'acme', 'globex']);

function tenantScope(req, res, next) {
  const tenant = req.get('x-tenant') || 'public';
  if (!TENANTS.has(tenant)) return res.status(403).end();
  res.locals.tenant = tenant;
  next();
}

async function report(req, res) {
  const result = await knex.raw(`SELECT count(*) AS n FROM ${res.locals.tenant}.events WHERE kind = ?`, [req.query.kind]);
  res.json(result.rows[0]);
}

module.exports = { tenantScope, report };
