module.exports = function calc(req, res) {
  const values = JSON.parse(req.query.values);
  res.json({ result: values.reduce((a, b) => a + Number(b), 0) });
};
