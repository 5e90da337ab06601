const crypto = require('crypto');
const ALG = 'SHA1';
module.exports = (x) => crypto.createHash(ALG).update(x).digest('base64');
