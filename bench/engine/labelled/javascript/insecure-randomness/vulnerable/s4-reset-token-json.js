function makeToken(len = 24) {
  let out = '';
  for (let i = 0; i < len; i++) out += Math.floor(Math.random() * 36).toString(36);
  return out;
}

module.exports = (store) => async (req, res) => {
  const token = makeToken();
  await store.saveResetToken(req.body.email, token);
  res.json({ sent: true });
};
