const crypto = require('crypto');

const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

class ApiKeyService {
  generate(length = 40) {
    let key = '';
    for (let i = 0; i < length; i++) {
      key += CHARS.charAt(crypto.randomInt(CHARS.length));
    }
    return key;
  }
}

class ApiKeyController {
  constructor() {
    this.keys = new ApiKeyService();
  }

  create(req, res) {
    const apiKey = this.keys.generate();
    res.status(201).json({ apiKey });
  }
}

module.exports = ApiKeyController;
