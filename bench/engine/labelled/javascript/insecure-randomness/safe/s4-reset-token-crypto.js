const crypto = require('crypto');

function makeToken(len = 24) {
  return crypto.randomBytes(len).toString('hex');
}

module.exports = (store) => async (req, res) => {
  const token = makeToken();
  await store.saveResetToken(req.body.email, token);
  res.json({ sent: true });
};
