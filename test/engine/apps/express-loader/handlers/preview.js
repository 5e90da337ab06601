// A handler exported whole; the loader mounts it with a computed path.
module.exports = function preview(req, res) {
  const title = req.body.title;
  // ruleid: js-xss-response
  res.status(200).send('<h1>' + title + '</h1>');
};
