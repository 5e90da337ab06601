'use strict';

var FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// Deep merge that refuses keys able to reach Object.prototype.
module.exports = function safeMerge(target, source) {
    Object.keys(source).forEach(function (key) {
        if (FORBIDDEN.indexOf(key) >= 0) {
            return;
        }
        var value = source[key];
        if (isPlainObject(value)) {
            if (!isPlainObject(target[key])) {
                target[key] = {};
            }
            safeMerge(target[key], value);
        } else {
            target[key] = value;
        }
    });
    return target;
};
