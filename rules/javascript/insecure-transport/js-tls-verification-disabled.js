const https = require('https');
const axios = require('axios');
const fs = require('fs');

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

const insecureInDev = process.env.NODE_ENV === 'development';
// ok: js-tls-verification-disabled
const client = axios.create({ baseURL: 'https://api.example.com', httpsAgent: pinned });
module.exports = { agent, client, get, strict, insecureInDev };
