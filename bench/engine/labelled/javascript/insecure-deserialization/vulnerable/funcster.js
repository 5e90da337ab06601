const funcster = require('funcster');

module.exports = {
  run(req, res) {
    const job = funcster.deepDeserialize(JSON.parse(req.body.job));
    res.json({ result: job.run() });
  },
};
