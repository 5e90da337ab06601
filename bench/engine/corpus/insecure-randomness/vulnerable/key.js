const crypto = require('crypto');
const key = Buffer.from(String(Math.random()).repeat(4).slice(0, 32));
exports.c = () => crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
