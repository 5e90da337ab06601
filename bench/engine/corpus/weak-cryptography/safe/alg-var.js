const crypto = require('crypto');
const ALG = 'SHA512';
module.exports = (x) => crypto.createHash(ALG).update(x).digest('base64');
