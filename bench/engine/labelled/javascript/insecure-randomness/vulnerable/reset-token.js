const db = require('../db');

module.exports = async function requestReset(req, res) {
  const token = Math.random().toString(36).slice(2);
  await db.query('UPDATE users SET reset_token = $1 WHERE email = $2', [token, req.body.email]);
  res.sendStatus(202);
};
