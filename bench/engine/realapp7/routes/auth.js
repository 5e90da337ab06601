const auth = require('../controllers/authController');

module.exports = (router) => {
  router.get('/login', auth.loginForm);
  router.post('/login', auth.login);
  router.post('/logout', auth.logout);
  router.post('/reset', auth.requestReset);
  router.get('/sso/callback', auth.ssoCallback);
  router.post('/token', auth.apiToken);
};
