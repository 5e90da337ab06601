exports.run = async (req, res) => {
  const { name, tags = [] } = req.body;
  res.type('application/json');
  res.send(JSON.stringify({ name, tags, receivedAt: Date.now() }));
};
