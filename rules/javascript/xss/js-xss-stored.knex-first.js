// knex: `first()` resolves to a row read back from the table. The values the `where` compared with
// are bindings, not the row: the row's fields are stored data, whoever wrote them earlier.
const express = require('express');
const knex = require('knex')({ client: 'pg', connection: process.env.DATABASE_URL });

const router = express.Router();

router.get('/members/:handle', async (req, res) => {
  const member = await knex('members').where({ handle: req.params.handle }).first();
  if (!member) return res.status(404).end();
  // ruleid: js-xss-stored
  return res.send(`<h1>Member</h1><div class="bio">${member.bio_html}</div>`);
});

router.get('/members/:handle/count', async (req, res) => {
  const row = await knex('members').count('id as n').where({ team: req.params.handle }).first();
  // ok: js-xss-stored
  res.send(`<p>${Number(row.n)} members</p>`);
});

module.exports = router;
