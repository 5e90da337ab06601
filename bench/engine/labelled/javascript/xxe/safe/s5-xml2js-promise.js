const xml2js = require('xml2js');

exports.run = (req, res) => {
  xml2js
    .parseStringPromise(req.body, { explicitArray: false })
    .then((doc) => res.json(doc))
    .catch(() => res.status(400).end());
};
