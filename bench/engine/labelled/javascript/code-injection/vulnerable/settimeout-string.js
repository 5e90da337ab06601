module.exports = {
  schedule(req, res) {
    setTimeout('notify("' + req.query.msg + '")', 1000);
    res.sendStatus(202);
  },
};
