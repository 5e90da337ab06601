// A database helper module shared by several handlers (js-sqli-tainted-query.helper-use.js).
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

module.exports = {
  // ruleid: js-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
  query: (text, params) => pool.query(text, params),
};
