const crypto = require('crypto');
const db = require('../db');

exports.register = async (req, res) => {
  const { email, password } = req.body;
  const salt = crypto.randomBytes(8).toString('hex');
  const hash = crypto.createHash('md5').update(salt + password).digest('hex');
  await db.query('INSERT INTO users (email, salt, password_hash) VALUES ($1, $2, $3)', [email, salt, hash]);
  res.status(201).json({ email });
};
