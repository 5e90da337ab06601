const Review = require('../models/Review');

const reviewController = {
  async list(req, res, next) {
    try {
      const reviews = await Review.forBook(req.params.id);
      res.render('reviews', { reviews, bookId: req.params.id, highlight: req.query.highlight });
    } catch (e) {
      next(e);
    }
  },

  // ?filter={"rating":{"$gte":4}} from the review filter widget
  async search(req, res, next) {
    try {
      const filter = JSON.parse(req.query.filter || '{}');
      const found = await Review.find(Object.assign({ bookId: Number(req.params.id) }, filter));
      res.json(found);
    } catch (e) {
      next(e);
    }
  },

  async byAuthor(req, res, next) {
    try {
      const found = await Review.find({ bookId: Number(req.params.id), author: req.query.author });
      const exact = await Review.find({ bookId: Number(req.params.id), author: String(req.query.author) });
      res.json({ found, exact });
    } catch (e) {
      next(e);
    }
  },

  async create(req, res, next) {
    try {
      const { rating, body, tags } = req.body;
      await Review.create({
        bookId: Number(req.params.id),
        author: req.user.name,
        rating: Number(rating),
        body: String(body || '').slice(0, 4000),
        tags: Array.isArray(tags) ? tags.map(String) : [],
      });
      res.redirect(`/books/${encodeURIComponent(req.params.id)}/reviews`);
    } catch (e) {
      next(e);
    }
  },
};

module.exports = reviewController;
