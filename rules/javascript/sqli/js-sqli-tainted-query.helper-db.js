// A database helper module shared by several handlers (js-sqli-tainted-query.helper-use.js).
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

module.exports = {
  // ok: js-sqli-tainted-query (each caller that passes request data is reported at its call)
  query: (text, params) => pool.query(text, params),
};
