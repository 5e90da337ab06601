const crypto = require('crypto');

module.exports = {
  resetToken() {
    return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  },

  rememberToken() {
    return crypto.randomBytes(32).toString('base64url');
  },

  shuffleFeatured(books) {
    return books.map((b) => [Math.random(), b]).sort((a, b) => a[0] - b[0]).map(([, b]) => b);
  },
};
