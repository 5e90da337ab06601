// Joi returns the value it checked: a key whose schema admits only numbers, booleans, dates, GUIDs,
// e-mail addresses or a list of constants is no injectable text; a key that is any string keeps the
// request's taint, however long or trimmed, and so does an object that lets unknown keys through.
const express = require('express');
const Joi = require('joi');
const { Pool } = require('pg');

const app = express();
const pool = new Pool();

const filterSchema = Joi.object({
  status: Joi.string().valid('open', 'closed').required(),
  page: Joi.number().integer().min(1),
  owner: Joi.string().guid(),
  archived: Joi.boolean(),
  title: Joi.string().trim().max(80),
});

const looseSchema = Joi.object({ page: Joi.number() }).unknown(true);
const widenedSchema = Joi.object({ status: Joi.string().valid('open', 'closed').allow(Joi.ref('fallback')) });

app.get('/tickets', (req, res) => {
  const { value, error } = filterSchema.validate(req.query);
  if (error) return res.status(400).end();
  // ok: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE status = '${value.status}' AND owner = '${value.owner}' LIMIT 20 OFFSET ${value.page * 20}`);
  // ok: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE archived = ${value.archived}`);
  // ruleid: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE title = '${value.title}'`);
  return res.end();
});

app.post('/tickets/search', async (req, res) => {
  const checked = await filterSchema.validateAsync(req.body);
  // ok: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE status = '${checked.status}'`);
  // ruleid: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE title LIKE '%${checked.title}%'`);
  res.end();
});

app.post('/tickets/attempt', (req, res) => {
  const checked = Joi.attempt(req.body, filterSchema);
  // ok: js-sqli-tainted-query
  pool.query('SELECT * FROM tickets WHERE page = ' + checked.page);
  // ruleid: js-sqli-tainted-query
  pool.query("SELECT * FROM tickets WHERE title = '" + checked.title + "'");
  res.end();
});

app.post('/tickets/loose', (req, res) => {
  const { value } = looseSchema.validate(req.body);
  // ruleid: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE sort = '${value.sort}'`);
  const widened = widenedSchema.validate(req.body).value;
  // ruleid: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE status = '${widened.status}'`);
  const unknownKeys = filterSchema.validate(req.body, { allowUnknown: true }).value;
  // ruleid: js-sqli-tainted-query
  pool.query(`SELECT * FROM tickets WHERE sort = '${unknownKeys.sort}'`);
  res.end();
});

const nestedSchema = Joi.object().keys({
  filter: Joi.object({ id: Joi.number().integer(), name: Joi.string() }),
});

app.post('/tickets/nested', (req, res) => {
  const { value } = nestedSchema.validate(req.body);
  // ok: js-sqli-tainted-query
  pool.query('SELECT * FROM tickets WHERE id = ' + value.filter.id);
  // ruleid: js-sqli-tainted-query
  pool.query("SELECT * FROM tickets WHERE name = '" + value.filter.name + "'");
  res.end();
});
