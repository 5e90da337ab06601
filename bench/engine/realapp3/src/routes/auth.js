const { authController } = require('../controllers/authController');
const { requireAuth } = require('../middleware/auth');
const { loginLimiter } = require('../middleware/rateLimit');

module.exports = function registerAuthRoutes(router) {
  router.post('/auth/login', loginLimiter, authController.login);
  router.post('/auth/sso/callback', authController.ssoCallback);
  router.post('/auth/logout', authController.logout);
  router.get('/auth/preferences', authController.rememberPreferences);
  router.get('/v2/auth/preferences', authController.preferencesV2);
  router.post('/auth/reset', loginLimiter, authController.requestReset);
  router.post('/auth/email-code', requireAuth, authController.requestEmailCode);
  router.post('/auth/password', requireAuth, authController.changePassword);
  router.get('/go/invoice/:id', authController.goToInvoice);
};
