const Ticket = require('../models/ticket');

module.exports = {
  byOwner: async (req, res) => {
    const { owner, limit = 20 } = req.query;
    const tickets = await Ticket.find({ $where: `this.owner === '${owner}'` }).limit(Number(limit));
    res.json(tickets);
  },
};
