const db = require('../lib/db');

module.exports = (app) => {
  app.get('/users', (req, res) => {
    // ruleid: js-sqli-tainted-query
    db.query("SELECT * FROM users WHERE name = '" + req.query.name + "'", [], (err, rows) => {
      res.json(rows);
    });
  });

  app.get('/users/:id', (req, res) => {
    // ok: js-sqli-tainted-query
    db.query('SELECT * FROM users WHERE id = ?', [req.params.id], (err, rows) => res.json(rows));
  });

  app.get('/users/by-age/:age', ({ params }, res) => {
    const age = parseInt(params.age, 10);
    // ok: js-sqli-tainted-query
    db.query('SELECT * FROM users WHERE age > ' + age, [], (err, rows) => res.json(rows));
  });
};
