const profile = require('../controllers/profileController');
const { requireLogin } = require('../middleware/auth');

module.exports = (router) => {
  router.use(requireLogin);
  router.get('/', profile.show);
  router.post('/prefs', profile.savePrefs);
  router.post('/avatar', profile.importAvatar);
  router.post('/webhook/test', profile.testWebhook);
  router.get('/welcome', profile.welcome);
  router.get('/greeting', profile.greeting);
};
