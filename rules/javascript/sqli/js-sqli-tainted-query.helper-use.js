// Handlers calling a shared database helper: one finding per vulnerable call, at the call, and one at
// the helper's sink (js-sqli-tainted-query.helper-db.js).
const db = require('./js-sqli-tainted-query.helper-db');

async function invoicesWhere(condition) {
  // ruleid: js-sqli-tainted-query (a call in between that composes the query in its argument: where the
  // text was built, as if assigned to a variable first; also reported at the helper's sink and the handler's call)
  const { rows } = await db.query('SELECT * FROM invoices WHERE ' + condition);
  return rows;
}

module.exports = {
  'GET /by-name': async (req, res) => {
    // ruleid: js-sqli-tainted-query
    const { rows } = await db.query("SELECT * FROM customers WHERE name = '" + req.query.name + "'");
    res.json(rows);
  },
  'GET /by-city': async (req, res) => {
    // ruleid: js-sqli-tainted-query
    const { rows } = await db.query(`SELECT * FROM customers WHERE city = '${req.params.city}'`);
    res.json(rows);
  },
  'GET /by-id': async (req, res) => {
    // ok: js-sqli-tainted-query
    const { rows } = await db.query('SELECT * FROM customers WHERE id = $1', [req.params.id]);
    res.json(rows);
  },
  'GET /all': async (req, res) => {
    // ok: js-sqli-tainted-query
    const { rows } = await db.query('SELECT * FROM customers ORDER BY name');
    res.json(rows);
  },
  'GET /invoices': async (req, res) => {
    // ruleid: js-sqli-tainted-query
    res.json(await invoicesWhere("status = '" + req.query.status + "'"));
  },
  'GET /invoices/open': async (req, res) => {
    // ok: js-sqli-tainted-query
    res.json(await invoicesWhere("status = 'open'"));
  },
};
