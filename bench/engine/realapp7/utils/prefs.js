const serialize = require('node-serialize');

// preferences cookie: the old format was node-serialize, the new one is base64 JSON
function fromLegacyCookie(raw) {
  return serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8'));
}

function fromCookie(raw) {
  try {
    return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch (e) {
    return {};
  }
}

function toCookie(prefs) {
  return Buffer.from(JSON.stringify(prefs)).toString('base64');
}

module.exports = { fromLegacyCookie, fromCookie, toCookie };
