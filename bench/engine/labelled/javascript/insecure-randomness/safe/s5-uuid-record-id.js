const { v4: uuidv4 } = require('uuid');

module.exports = (orders) => async (req, res) => {
  const id = uuidv4();
  await orders.insertOne({ _id: id, items: req.body.items || [] });
  res.status(201).json({ id });
};
