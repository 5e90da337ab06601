const crypto = require('crypto');

class CardVault {
  constructor(key) {
    this.key = key;
  }

  encrypt(pan) {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
  }
}

class PaymentController {
  constructor(vault) {
    this.vault = vault;
  }

  save(req, res) {
    const token = this.vault.encrypt(req.body.cardNumber);
    res.json({ token });
  }
}

module.exports = { CardVault, PaymentController };
