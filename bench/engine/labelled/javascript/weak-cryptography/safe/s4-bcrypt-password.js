const bcrypt = require('bcrypt');

class Accounts {
  constructor(db) { this.db = db; }
  async register({ email, password }) {
    const hash = await bcrypt.hash(password, 12);
    await this.db.insert('users', { email, hash });
  }
}

module.exports = (db) => async (req, res) => {
  await new Accounts(db).register(req.body);
  res.status(201).end();
};
