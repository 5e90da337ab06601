const crypto = require('crypto');
const { generateKeyPairSync } = require('node:crypto');

const BITS = 1024;

function legacySigner() {
  // ruleid: js-weak-key-size
  return crypto.generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
}

function constantSize() {
  // ruleid: js-weak-key-size
  return generateKeyPairSync('dsa', { modulusLength: BITS, divisorLength: 160 });
}

function callbackForm(done) {
  // ruleid: js-weak-key-size
  crypto.generateKeyPair('rsa-pss', { modulusLength: 512 }, done);
}

function current() {
  // ok: js-weak-key-size
  return crypto.generateKeyPairSync('rsa', { modulusLength: 3072 });
}

function curve() {
  // ok: js-weak-key-size
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

module.exports = { legacySigner, constantSize, callbackForm, current, curve };
