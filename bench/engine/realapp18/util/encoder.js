'use strict';

// A small subset of the ESAPI encoder the portal used to pull in.
var HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '/': '&#x2F;' };

exports.encodeForHTML = function (value) {
    return String(value).replace(/[&<>"'\/]/g, function (ch) {
        return HTML_ENTITIES[ch];
    });
};

exports.encodeForURL = function (value) {
    return encodeURIComponent(String(value));
};

exports.encodeForJS = function (value) {
    return JSON.stringify(String(value)).replace(/</g, '\\u003c');
};
