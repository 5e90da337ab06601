const crypto = require('crypto');
const config = { hash: 'sha384' };
exports.h = (x) => crypto.createHash(config.hash).update(x).digest('hex');
