// Handlers exported by name, using a model required from another file.
const Ticket = require('./js-nosql-injection.model');

exports.search = async (req, res) => {
  // ruleid: js-nosql-injection
  const found = await Ticket.find(req.body.query).limit(20);
  res.json(found);
};

exports.mine = async (req, res) => {
  // ok: js-nosql-injection
  const found = await Ticket.find({ owner: String(req.query.owner), open: true });
  res.json(found);
};
