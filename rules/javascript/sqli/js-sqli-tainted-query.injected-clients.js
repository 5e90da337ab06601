// Clients handed in as parameters or injected into a class: query config objects and TypeORM
// query builders made by an injected repository.
module.exports = (app, db) => {
  app.get('/orders', async (req, res) => {
    // ruleid: js-sqli-tainted-query
    const a = await db.query({ text: 'SELECT * FROM orders WHERE status = ' + req.query.status });
    // ok: js-sqli-tainted-query
    const b = await db.query({ text: 'SELECT * FROM orders WHERE status = $1', values: [req.query.status] });
    // ruleid: js-sqli-tainted-query
    const c = await db.execute({ sql: `SELECT * FROM orders WHERE id = '${req.query.id}'`, timeout: 1000 });
    res.json([a.rows, b.rows, c]);
  });
};

class ProductController {
  constructor(repo) {
    this.repo = repo;
  }

  async list(req, res) {
    // ruleid: js-sqli-tainted-query
    const unsafe = await this.repo.createQueryBuilder('p').where(`p.category = '${req.query.cat}'`).getMany();
    // ok: js-sqli-tainted-query
    const safe = await this.repo.createQueryBuilder('p').where('p.category = :cat', { cat: req.query.cat }).getMany();
    res.json([unsafe, safe]);
  }
}

module.exports.ProductController = ProductController;

// A connection's own escapers, on a connection handed in as a parameter.
module.exports.escaped = (app, pool) => {
  app.get('/escaped', (req, res) => {
    // ok: js-sqli-tainted-query
    pool.query('SELECT * FROM t WHERE a = ' + pool.escape(req.query.a) + ' ORDER BY ' + pool.escapeId(req.query.col), (e, r) => res.json(r));
    // ruleid: js-sqli-tainted-query
    pool.query("SELECT * FROM t WHERE a = '" + req.query.a + "'", (e, r) => res.json(r));
  });
};
