const mongoose = require('mongoose');

const reviewSchema = new mongoose.Schema({
  bookId: Number,
  author: String,
  rating: Number,
  text: String,
  hidden: { type: Boolean, default: false },
});

module.exports = mongoose.model('Review', reviewSchema);
