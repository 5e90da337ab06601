'use strict';

// Escape characters with special meaning in a regular expression so user text matches literally.
module.exports = function escapeRegex(text) {
    return String(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
};
