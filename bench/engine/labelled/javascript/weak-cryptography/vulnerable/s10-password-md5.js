const crypto = require('crypto');
const db = require('../db');

function hashPassword(password, salt) {
  return crypto.createHash('md5').update(salt + password).digest('hex');
}

exports.register = async (req, res) => {
  const { email, password } = req.body;
  if (!password || password.length < 8) {
    return res.status(400).json({ error: 'password too short' });
  }
  const salt = crypto.randomBytes(8).toString('hex');
  const hash = hashPassword(password, salt);
  const [row] = await db('users').insert({ email, salt, password_hash: hash }).returning('id');
  res.status(201).json({ id: row.id });
};
