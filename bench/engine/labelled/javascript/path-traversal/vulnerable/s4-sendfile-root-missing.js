module.exports = function attachmentRoutes(router) {
  router.get('/attachments', (req, res) => {
    const target = ['/srv/uploads', req.query.file].join('/');
    res.sendFile(target);
  });
  return router;
};
