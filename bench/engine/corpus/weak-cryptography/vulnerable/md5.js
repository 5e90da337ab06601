const crypto = require('crypto');
exports.sign = (body) => crypto.createHash('md5').update(body).digest('hex');
