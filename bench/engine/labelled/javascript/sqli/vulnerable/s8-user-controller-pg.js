const { Pool } = require('pg');

class UserController {
  constructor(pool) {
    this.pool = pool || new Pool();
    this.search = this.search.bind(this);
  }

  async search(req, res, next) {
    try {
      const term = req.body.name.trim();
      const query = "SELECT id, email FROM users WHERE name ILIKE '%" + term + "%' LIMIT 50";
      const result = await this.pool.query(query);
      res.json(result.rows);
    } catch (err) {
      next(err);
    }
  }
}

module.exports = UserController;
