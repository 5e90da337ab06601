const crypto = require('crypto');

class LegacyTokenCodec {
  constructor(secret) {
    this.key = Buffer.from(secret, 'hex').subarray(0, 8);
  }

  encode(text) {
    const iv = crypto.randomBytes(8);
    const cipher = crypto.createCipheriv('des-cbc', this.key, iv);
    return iv.toString('hex') + ':' + cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
  }
}

const codec = new LegacyTokenCodec(process.env.LEGACY_KEY);

module.exports = function issueLegacyToken(req, res) {
  const token = codec.encode(JSON.stringify({ uid: req.user.id, ts: Date.now() }));
  res.json({ token });
};
