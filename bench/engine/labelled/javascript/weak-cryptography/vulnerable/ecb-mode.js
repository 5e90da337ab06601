const crypto = require('crypto');
const key = Buffer.from(process.env.CARD_KEY, 'hex');

module.exports = {
  sealCard(number) {
    const cipher = crypto.createCipheriv('aes-128-ecb', key, null);
    return cipher.update(number, 'utf8', 'hex') + cipher.final('hex');
  },
};
