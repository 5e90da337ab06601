const crypto = require('crypto');
exports.sign = (body) => crypto.createHash('sha256').update(body).digest('hex');
