module.exports = (req, res) => {
  res.location(req.get('x-return-to'));
  res.sendStatus(303);
};
