const https = require('https');
const axios = require('axios');
const fs = require('fs');
const request = require('request');

// ruleid: js-tls-verification-disabled
const agent = new https.Agent({ rejectUnauthorized: false });
// ok: js-tls-verification-disabled
const pinned = new https.Agent({ ca: fs.readFileSync('ca.pem') });

function get(url) {
  // ruleid: js-tls-verification-disabled
  return https.get(url, { rejectUnauthorized: false });
}

function strict(url) {
  // ok: js-tls-verification-disabled
  return https.get(url, { rejectUnauthorized: true });
}

function legacy(id, cb) {
  // ruleid: js-tls-verification-disabled
  request.get({ url: 'https://legacy.example.com/r/' + id, strictSSL: false, json: true }, cb);
}

function checked(id, cb) {
  // ok: js-tls-verification-disabled
  request({ url: 'https://api.example.com/r/' + id, strictSSL: true, json: true }, cb);
}

const insecureInDev = process.env.NODE_ENV === 'development';
// ok: js-tls-verification-disabled
const client = axios.create({ baseURL: 'https://api.example.com', httpsAgent: pinned });
module.exports = { agent, client, get, strict, legacy, checked, insecureInDev };
