'use strict';

const axios = require('axios');
const needle = require('needle');
const { URL } = require('url');
const config = require('../config');

function fetchPreview(target) {
  return needle('get', target, { follow_max: 3, open_timeout: 4000 });
}

function fetchAllowedPreview(target) {
  const parsed = new URL(target);
  if (parsed.protocol !== 'https:' || !config.previewHosts.includes(parsed.hostname)) {
    return Promise.reject(new Error('host not allowed'));
  }
  return axios.get(parsed.toString(), { timeout: 4000, maxRedirects: 0 });
}

function fetchStatus() {
  return axios.get(config.statusPageUrl, { timeout: 3000 });
}

async function postWebhook(hookUrl, body) {
  const res = await fetch(hookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

function fetchWikiSummary(title) {
  return axios.get('https://en.wikipedia.org/api/rest_v1/page/summary/' + encodeURIComponent(title));
}

module.exports = { fetchPreview, fetchAllowedPreview, fetchStatus, postWebhook, fetchWikiSummary };
