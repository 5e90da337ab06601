const crypto = require('crypto');
const config = { hash: 'md5' };
exports.h = (x) => crypto.createHash(config.hash).update(x).digest('hex');
