const crypto = require('crypto');
const { promisify } = require('util');
const db = require('../db');

const scrypt = promisify(crypto.scrypt);

exports.register = async (req, res) => {
  const { email, password } = req.body;
  const salt = crypto.randomBytes(16).toString('hex');
  const key = await scrypt(password, salt, 64);
  await db.query('INSERT INTO users (email, salt, password_hash) VALUES ($1, $2, $3)', [email, salt, key.toString('hex')]);
  res.status(201).json({ email });
};
