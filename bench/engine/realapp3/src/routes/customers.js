const { customerController } = require('../controllers/customerController');
const { requireAuth } = require('../middleware/auth');

module.exports = (router) => {
  router.get('/customers', requireAuth, customerController.list);
  router.get('/v2/customers', requireAuth, customerController.listV2);
  router.post('/customers/:id/avatar', requireAuth, customerController.importAvatar);
  router.patch('/customers/:id/settings', requireAuth, customerController.updateSettings);
  router.put('/customers/:id/settings', requireAuth, customerController.resetSettings);
  router.post('/customers/settings/one', requireAuth, customerController.setOne);
  router.post('/customers/settings/display', requireAuth, customerController.displaySettings);
};
