'use strict';

var crypto = require('crypto');

// Tokens handed to members. The remember-me cookie predates the crypto migration.
exports.rememberToken = function () {
    return Math.random().toString(36).slice(2) + Date.now().toString(36);
};

exports.resetToken = function () {
    return crypto.randomBytes(32).toString('hex');
};

exports.statementReference = function () {
    // A display-only reference printed on paper statements; not used for access
    return 'ST-' + Math.floor(Math.random() * 900000 + 100000);
};

exports.apiKey = function () {
    var chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    var key = '';
    for (var i = 0; i < 24; i++) {
        key += chars.charAt(Math.floor(Math.random() * chars.length));
    }
    return key;
};

exports.csrfToken = function () {
    return crypto.randomBytes(24).toString('base64');
};
