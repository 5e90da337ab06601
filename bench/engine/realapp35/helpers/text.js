'use strict';

exports.escapeRegex = function (value) {
  return String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
};

exports.slugify = function (value) {
  return String(value).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
};

exports.truncate = function (value, len) {
  var s = String(value || '');
  return s.length > len ? s.slice(0, len - 1) + '…' : s;
};
