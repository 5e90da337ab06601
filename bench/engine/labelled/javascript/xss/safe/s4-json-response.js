module.exports = (req, res) => {
  const { name = 'guest' } = req.query;
  res.json({ greeting: `<p>Hello ${name}</p>` });
};
