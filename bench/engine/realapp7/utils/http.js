const axios = require('axios');

const client = axios.create({ timeout: 5000, maxRedirects: 2, headers: { 'User-Agent': 'shelfmate/0.9' } });

async function fetchJson(url, params) {
  const res = await client.get(url, { params });
  return res.data;
}

async function fetchBuffer(url) {
  const res = await client.get(url, { responseType: 'arraybuffer' });
  return Buffer.from(res.data);
}

async function postJson(url, body) {
  const res = await client.post(url, body);
  return res.status;
}

module.exports = { fetchJson, fetchBuffer, postJson };
