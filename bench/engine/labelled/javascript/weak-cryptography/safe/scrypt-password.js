const crypto = require('crypto');
const db = require('../db');

module.exports = async function register(req, res) {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(req.body.password, salt, 64).toString('hex');
  await db.query('INSERT INTO users (email, password_hash, salt) VALUES ($1, $2, $3)', [req.body.email, hash, salt.toString('hex')]);
  res.sendStatus(201);
};
