module.exports = async (req, res) => {
  const id = parseInt(req.params.id, 10);
  if (Number.isNaN(id)) return res.sendStatus(400);
  res.redirect(301, `/orders/${id}`);
};
