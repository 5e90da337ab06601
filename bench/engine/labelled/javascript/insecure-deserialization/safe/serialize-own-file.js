const serialize = require('node-serialize');
const fs = require('fs');

module.exports = {
  run(req, res) {
    const defaults = serialize.unserialize(fs.readFileSync(__dirname + '/defaults.dat', 'utf8'));
    res.json({ defaults, page: Number(req.query.page) || 1 });
  },
};
