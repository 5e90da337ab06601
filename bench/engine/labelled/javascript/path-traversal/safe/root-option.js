exports.show = (req, res) => {
  res.sendFile(req.params.page, { root: '/srv/docs' }, (err) => {
    if (err) res.sendStatus(404);
  });
};
