const { randomInt } = require('crypto');

module.exports = (req, res) => {
  const code = randomInt(100000, 1000000);
  req.app.locals.sms.send(req.body.phone, `Your login code is ${code}`);
  res.sendStatus(204);
};
