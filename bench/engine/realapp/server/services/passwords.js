const crypto = require('crypto');

module.exports = {
  hash(password) {
    return crypto.createHash('md5').update(password).digest('hex');
  },

  verify(password, stored) {
    return module.exports.hash(password) === stored;
  },

  checksum(buffer) {
    return crypto.createHash('sha256').update(buffer).digest('hex');
  },
};
