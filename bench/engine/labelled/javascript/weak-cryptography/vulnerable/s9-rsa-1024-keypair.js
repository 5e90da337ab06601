const { generateKeyPairSync } = require('crypto');

function newSigningKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

module.exports = { newSigningKeys };
