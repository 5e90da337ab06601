'use strict';

var crypto = require('crypto');
var config = require('../config');

exports.legacyHash = function (password) {
  return crypto.createHash('md5').update(String(password)).digest('hex');
};

exports.fileChecksum = function (buffer) {
  return crypto.createHash('sha1').update(buffer).digest('hex');
};

exports.gravatarUrl = function (email) {
  var digest = crypto.createHash('md5').update(String(email).trim().toLowerCase()).digest('hex');
  return 'https://www.gravatar.com/avatar/' + digest + '?d=identicon';
};

exports.encrypt = function (plain) {
  var iv = crypto.randomBytes(12);
  var cipher = crypto.createCipheriv('aes-256-gcm', config.encryptionKey, iv);
  var body = Buffer.concat([cipher.update(String(plain), 'utf8'), cipher.final()]);
  return [iv.toString('hex'), cipher.getAuthTag().toString('hex'), body.toString('hex')].join('.');
};

exports.decrypt = function (packed) {
  if (!packed) return '';
  var parts = String(packed).split('.');
  var decipher = crypto.createDecipheriv('aes-256-gcm', config.encryptionKey, Buffer.from(parts[0], 'hex'));
  decipher.setAuthTag(Buffer.from(parts[1], 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(parts[2], 'hex')), decipher.final()]).toString('utf8');
};

exports.encryptExport = function (csv, passphrase) {
  var key = crypto.createHash('md5').update(passphrase).digest();
  var cipher = crypto.createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(csv, 'utf8'), cipher.final()]);
};

exports.signLink = function (value) {
  return crypto.createHmac('sha256', String(config.sessionSecret)).update(String(value)).digest('hex');
};

exports.resetToken = function () {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
};

exports.shortCode = function () {
  return String(Math.floor(100000 + Math.random() * 900000));
};

exports.randomToken = function () {
  return crypto.randomBytes(24).toString('hex');
};

exports.tokenDigest = function (token) {
  return crypto.createHash('sha256').update(String(token)).digest('hex');
};
