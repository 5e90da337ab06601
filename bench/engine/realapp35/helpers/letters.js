'use strict';

var path = require('path');
var pug = require('pug');
var ejs = require('ejs');

var LETTERS = {
  overdue: '<p>Dear <%= client.first_name %>,</p><p>Our records show <%= pet.name %> is overdue for <%= item %>.</p>',
  welcome: '<p>Welcome to Pawsley, <%= client.first_name %>!</p><p><%= body %></p>',
  recall: '<p>Dear <%= client.first_name %>, please book a check-up for <%= pet.name %>.</p>'
};

exports.renderReminder = function (reminder, greeting, cb) {
  pug.renderFile(path.join(__dirname, '..', 'views', 'emails', 'reminder.pug'), {
    reminder: reminder,
    greeting: greeting || 'Hello'
  }, cb);
};

exports.renderStandard = function (kind, data) {
  if (!Object.prototype.hasOwnProperty.call(LETTERS, kind)) {
    throw new Error('Unknown letter ' + kind);
  }
  return ejs.render(LETTERS[kind], data);
};

exports.renderCustom = function (template, data) {
  return ejs.render(template, data, { rmWhitespace: true });
};
