const notifier = require('../notifier');

module.exports = {
  schedule(req, res) {
    const msg = req.query.msg;
    setTimeout(() => notifier.notify(msg), 1000);
    res.sendStatus(202);
  },
};
