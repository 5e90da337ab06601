const { Pool } = require('pg');

class OrderRepo {
  constructor(pool) { this.pool = pool; }
  async byStatus(status) {
    const { rows } = await this.pool.query('SELECT * FROM orders WHERE status = \'' + status + '\'');
    return rows;
  }
}
const repo = new OrderRepo(new Pool());

exports.handler = async function (req, res) {
  try {
    const rows = await repo.byStatus(req.params.status);
    res.json(rows);
  } catch (e) {
    res.status(500).json({ error: 'failed' });
  }
};
