const Router = require('@koa/router');
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

const router = new Router({ prefix: '/tickets' });

router.get('/', async (ctx) => {
  const status = ctx.query.status || 'open';
  const assignee = ctx.query.assignee;
  const clauses = ['status = :status'];
  const replacements = { status };
  if (assignee) {
    clauses.push('assignee_id = :assignee');
    replacements.assignee = assignee;
  }
  const tickets = await sequelize.query(
    'SELECT id, title, status, assignee_id FROM tickets WHERE ' + clauses.join(' AND '),
    { type: QueryTypes.SELECT, replacements },
  );
  ctx.body = { tickets };
});

module.exports = router;
