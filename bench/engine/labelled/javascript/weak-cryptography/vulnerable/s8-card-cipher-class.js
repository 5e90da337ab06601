const crypto = require('crypto');

class CardVault {
  constructor(key) {
    this.key = key;
  }

  encrypt(pan) {
    const cipher = crypto.createCipheriv('des-ede3-cbc', this.key, Buffer.alloc(8, 0));
    return cipher.update(pan, 'utf8', 'hex') + cipher.final('hex');
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
