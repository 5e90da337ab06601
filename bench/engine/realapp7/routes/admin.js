const admin = require('../controllers/adminController');
const { requireAdmin } = require('../middleware/auth');

module.exports = (router) => {
  router.use(requireAdmin);
  router.get('/users', admin.users);
  router.get('/stats', admin.stats);
  router.post('/backup', admin.backup);
  router.get('/disk', admin.disk);
  router.get('/feed', admin.feedPreview);
  router.post('/ping', admin.ping);
  router.post('/groups/:id/settings', admin.groupSettings);
  router.post('/export/:shelfId', admin.exportShelf);
};
