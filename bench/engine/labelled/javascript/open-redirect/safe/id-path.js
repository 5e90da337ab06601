module.exports = {
  view(req, res) {
    const id = Number(req.params.id);
    res.redirect('/orders/' + id);
  },
};
