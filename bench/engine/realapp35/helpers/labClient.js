'use strict';

var https = require('https');
var request = require('request');
var axios = require('axios');
var config = require('../config');

var LAB_API_KEY = 'lbk_live_5d2e8f1a9c3b7e4d6f0a2c8e1b9d3f7a';

var pooledAgent = new https.Agent({ keepAlive: true, maxSockets: 10 });
var inhouseAgent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

exports.fetchPanel = function (panelId, cb) {
  request.get({
    url: config.labBaseUrl + '/api/panels/' + encodeURIComponent(panelId),
    json: true,
    agent: pooledAgent,
    headers: { 'X-Api-Key': LAB_API_KEY }
  }, function (err, resp, body) {
    if (err) return cb(err);
    if (resp.statusCode !== 200) return cb(new Error('lab returned ' + resp.statusCode));
    cb(null, body);
  });
};

exports.fetchByUrl = function (url, cb) {
  request({ url: url, json: true, timeout: 8000 }, function (err, resp, body) {
    cb(err, body);
  });
};

exports.fetchFromLab = function (lab, resultId) {
  if (!Object.prototype.hasOwnProperty.call(config.labHosts, lab)) {
    return Promise.reject(new Error('Unknown lab'));
  }
  return axios.get(config.labHosts[lab] + '/results/' + encodeURIComponent(resultId), {
    httpsAgent: pooledAgent,
    headers: { 'X-Api-Key': LAB_API_KEY }
  }).then(function (resp) { return resp.data; });
};

exports.fetchInhouse = function (resultId) {
  return axios.get(config.labHosts.inhouse + '/results/' + encodeURIComponent(resultId), { httpsAgent: inhouseAgent })
    .then(function (resp) { return resp.data; });
};

exports.fetchLegacy = function (resultId, cb) {
  request.get({ url: 'https://legacy-lab.pawsley.example.com/r/' + encodeURIComponent(resultId), strictSSL: false, json: true }, cb);
};

exports.retryDelay = function (attempt) {
  var delay = Math.min(30000, 500 * Math.pow(2, attempt)) + Math.floor(Math.random() * 250);
  return delay;
};
