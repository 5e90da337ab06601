const crypto = require('crypto');
const db = require('../db');

module.exports = async function register(req, res) {
  const hash = crypto.createHash('md5').update(req.body.password).digest('hex');
  await db.query('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [req.body.email, hash]);
  res.sendStatus(201);
};
