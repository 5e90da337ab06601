'use strict';

var _ = require('lodash');

var DEFAULTS = {
  language: 'en',
  notifications: { email: true, sms: false, push: false },
  dashboard: { showWeights: true, showInvoices: true }
};
var CHANNELS = ['email', 'sms', 'push'];

exports.parse = function (json) {
  var stored = {};
  try {
    stored = json ? JSON.parse(json) : {};
  } catch (e) {
    stored = {};
  }
  return _.defaultsDeep({}, stored, DEFAULTS);
};

exports.merge = function (current, changes) {
  return _.merge(current, changes);
};

exports.setPath = function (current, key, value) {
  _.set(current, key, value);
  return current;
};

exports.setChannel = function (current, channel, enabled) {
  if (CHANNELS.indexOf(channel) === -1) return null;
  _.set(current, ['notifications', channel], Boolean(enabled));
  return current;
};

exports.publicView = function (current) {
  return _.pick(current, ['language', 'dashboard']);
};
