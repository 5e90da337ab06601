module.exports = (req, res) => {
  const { expr = '0' } = req.body;
  let value;
  try {
    value = eval(`(${expr})`);
  } catch (e) {
    return res.status(400).json({ error: 'bad expression' });
  }
  res.json({ value });
};
