const crypto = require('crypto');
const { promisify } = require('util');
const db = require('../db');

const scrypt = promisify(crypto.scrypt);

async function hashPassword(password, salt) {
  const key = await scrypt(password, salt, 64);
  return key.toString('hex');
}

exports.register = async (req, res) => {
  const { email, password } = req.body;
  if (!password || password.length < 8) {
    return res.status(400).json({ error: 'password too short' });
  }
  const salt = crypto.randomBytes(16).toString('hex');
  const hash = await hashPassword(password, salt);
  const [row] = await db('users').insert({ email, salt, password_hash: hash }).returning('id');
  res.status(201).json({ id: row.id });
};
