'use strict';

var config = require('../config');

var outbox = [];

exports.send = function (to, subject, text, cb) {
  outbox.push({ to: to, subject: subject, text: text, via: config.smtp.host, at: new Date() });
  setImmediate(cb);
};

exports.sms = function (phone, text, cb) {
  outbox.push({ to: phone, text: text, via: 'sms', at: new Date() });
  setImmediate(cb);
};

exports.pending = function () {
  return outbox.slice();
};
