const crypto = require('crypto');

class Accounts {
  constructor(db) { this.db = db; }
  async register({ email, password }) {
    const hash = crypto.createHash('md5').update(password).digest('hex');
    await this.db.insert('users', { email, hash });
  }
}

module.exports = (db) => async (req, res) => {
  await new Accounts(db).register(req.body);
  res.status(201).end();
};
