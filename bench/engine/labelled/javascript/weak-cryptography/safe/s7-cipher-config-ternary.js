const express = require('express');
const crypto = require('crypto');
const router = express.Router();

const LEGACY = false;
const CONFIG = { algorithm: LEGACY ? 'des-ede3-cbc' : 'aes-256-gcm', key: crypto.randomBytes(32) };

class Vault {
  constructor(cfg) {
    this.cfg = cfg;
  }
  seal(text) {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv(this.cfg.algorithm, this.cfg.key, iv);
    const data = cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
    return [iv.toString('hex'), data, cipher.getAuthTag().toString('hex')].join(':');
  }
}

const vault = new Vault(CONFIG);

router.post('/notes', (req, res) => {
  res.json({ sealed: vault.seal(String(req.body.note)) });
});

module.exports = router;
