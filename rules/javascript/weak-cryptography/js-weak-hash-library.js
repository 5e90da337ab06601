const md5 = require('md5');
const CryptoJS = require('crypto-js');
const crypto = require('crypto');

// ruleid: js-weak-hash-library
const a = md5('message');
// ruleid: js-weak-hash-library
const b = CryptoJS.MD5('message').toString();
// ok: js-weak-hash-library
const c = CryptoJS.SHA256('message').toString();
// ok: js-weak-hash-library
const d = crypto.createHash('sha256').update('message').digest('hex');
module.exports = { a, b, c, d };
