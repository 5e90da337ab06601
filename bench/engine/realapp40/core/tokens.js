'use strict';

const crypto = require('crypto');
const bcrypt = require('bcrypt');

const ROUNDS = 12;

function hashPassword(password) {
  return bcrypt.hash(password, ROUNDS);
}

function checkPassword(password, hash) {
  return bcrypt.compare(password, hash);
}

// Accounts imported from the first version of the range still carry these.
function legacyDigest(password) {
  return crypto.createHash('md5').update(password).digest('hex');
}

function legacyBadgeDigest(name, belt) {
  return crypto.createHash('sha1').update(name + ':' + belt).digest('hex');
}

function fileEtag(buffer) {
  return crypto.createHash('sha1').update(buffer).digest('base64');
}

function gravatarId(email) {
  return crypto.createHash('md5').update(String(email).trim().toLowerCase()).digest('hex');
}

function resetToken() {
  return Math.random().toString(36).substring(2) + Math.random().toString(36).substring(2);
}

function apiKey() {
  return crypto.randomBytes(32).toString('hex');
}

function inviteCode() {
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)];
  }
  return code;
}

function shuffle(items) {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function sealNote(text, passphrase) {
  const cipher = crypto.createCipher('des-ede3', passphrase);
  return cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
}

function sealReport(text, key) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64')).join('.');
}

function signBadge(payload, key) {
  return crypto.createHmac('sha256', key).update(payload).digest('hex');
}

module.exports = {
  hashPassword,
  checkPassword,
  legacyDigest,
  legacyBadgeDigest,
  fileEtag,
  gravatarId,
  resetToken,
  apiKey,
  inviteCode,
  shuffle,
  sealNote,
  sealReport,
  signBadge,
};
