const request = require('request');

module.exports = (req, res) => {
  request(req.query.target).pipe(res);
};
