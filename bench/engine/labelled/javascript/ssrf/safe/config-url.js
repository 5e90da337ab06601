const request = require('request');
const config = require('../config');

module.exports = (req, res) => {
  const page = Number(req.query.page) || 1;
  request(config.upstreamUrl + '/items?page=' + page).pipe(res);
};
