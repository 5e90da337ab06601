'use strict';

var path = require('path');

// Resolve a user-supplied file name inside a base directory; returns null when it would leave it.
exports.resolveInside = function (baseDir, name) {
    if (typeof name !== 'string' || name.indexOf('\0') >= 0) {
        return null;
    }
    var base = path.resolve(baseDir);
    var candidate = path.normalize(path.join(base, name));
    if (candidate.indexOf(base + path.sep) !== 0) {
        return null;
    }
    return candidate;
};
