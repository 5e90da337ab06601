const express = require('express');
const crypto = require('crypto');
const router = express.Router();

const CONFIG = { algorithm: 'des-ede3-cbc', key: crypto.randomBytes(24) };

class Vault {
  constructor(cfg) {
    this.cfg = cfg;
  }
  seal(text) {
    const iv = crypto.randomBytes(8);
    const cipher = crypto.createCipheriv(this.cfg.algorithm, this.cfg.key, iv);
    return iv.toString('hex') + ':' + cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
  }
}

const vault = new Vault(CONFIG);

router.post('/notes', (req, res) => {
  res.json({ sealed: vault.seal(String(req.body.note)) });
});

module.exports = router;
