module.exports = function attachmentRoutes(router) {
  router.get('/attachments', (req, res) => {
    res.sendFile(req.query.file, { root: '/srv/uploads', dotfiles: 'deny' });
  });
  return router;
};
