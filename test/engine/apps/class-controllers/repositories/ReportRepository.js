export default class ReportRepository {
  constructor(pool) {
    this.pool = pool;
  }

  byOwner(owner) {
    // ruleid: js-sqli-tainted-query
    return this.pool.query("SELECT * FROM reports WHERE owner = '" + owner + "'");
  }

  byId(id) {
    // ok: js-sqli-tainted-query
    return this.pool.query('SELECT * FROM reports WHERE id = $1', [id]);
  }
}
