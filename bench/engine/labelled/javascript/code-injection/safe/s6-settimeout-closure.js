const reminders = require('../lib/reminders');

exports.schedule = (req, res) => {
  const { id, delay = 1000 } = req.query;
  setTimeout(() => reminders.fire(id), Number(delay));
  res.status(202).end();
};
