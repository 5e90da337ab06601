const CryptoJS = require('crypto-js');

function sealCard(pan, secret) {
  // ruleid: js-weak-cipher-library
  return CryptoJS.DES.encrypt(pan, secret).toString();
}

function sealToken(token, secret) {
  // ruleid: js-weak-cipher-library
  return CryptoJS.TripleDES.encrypt(token, secret).toString();
}

function sealNote(note, secret) {
  // ok: js-weak-cipher-library
  return CryptoJS.AES.encrypt(note, secret).toString();
}

module.exports = { sealCard, sealToken, sealNote };
