const Review = require('../models/review');

module.exports = {
  'POST /find': async (req, res) => {
    const reviews = await Review.find(req.body.filter).limit(50);
    res.json(reviews);
  },

  'GET /by-author': async (req, res) => {
    const reviews = await Review.find({ author: String(req.query.author), hidden: false });
    res.json(reviews);
  },

  'POST /mine': async (req, res) => {
    const reviews = await Review.find({ author: req.body.author });
    res.json(reviews);
  },

  'GET /preview': (req, res) => {
    res.send('<blockquote>' + req.query.text + '</blockquote>');
  },

  'GET /summary': async (req, res) => {
    const count = await Review.countDocuments({ bookId: Number(req.query.book) });
    res.send(`<p>${count} reviews</p>`);
  },
};
