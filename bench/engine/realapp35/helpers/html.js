'use strict';

var MAP = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

exports.escapeHtml = function (value) {
  return String(value == null ? '' : value).replace(/[&<>"']/g, function (ch) {
    return MAP[ch];
  });
};
