const http = require('http');

class Prober {
  probe(target, done) {
    http.get(target, (r) => done(r.statusCode)).on('error', () => done(0));
  }
}

module.exports = (req, res) => {
  new Prober().probe(req.body.target, (status) => res.json({ status }));
};
