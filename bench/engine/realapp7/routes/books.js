const books = require('../controllers/bookController');
const reviews = require('../controllers/reviewController');
const { requireLogin } = require('../middleware/auth');

module.exports = (router) => {
  router.get('/', books.list);
  router.get('/:id', books.show);
  router.get('/:id/cover', books.cover);
  router.get('/:id/reviews', reviews.list);
  router.get('/:id/reviews/search', reviews.search);
  router.post('/:id/reviews', requireLogin, reviews.create);
  router.get('/:id/reviews/by', reviews.byAuthor);
};
