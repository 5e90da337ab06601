const crypto = require('crypto');

exports.handler = async function (req, res) {
  const salt = crypto.randomBytes(16);
  crypto.scrypt(req.body.password, salt, 64, (err, key) => {
    if (err) return res.status(500).end();
    res.json({ digest: key.toString('base64'), salt: salt.toString('hex') });
  });
};
