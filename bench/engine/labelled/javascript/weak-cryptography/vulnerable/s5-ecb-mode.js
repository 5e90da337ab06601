const crypto = require('crypto');

class Vault {
  constructor(key) {
    this.key = key;
  }

  seal(req, res) {
    const cipher = crypto.createCipheriv('aes-128-ecb', this.key, null);
    const out = cipher.update(JSON.stringify(req.body), 'utf8', 'base64') + cipher.final('base64');
    res.json({ sealed: out });
  }
}

module.exports = Vault;
