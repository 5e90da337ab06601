const mongoose = require('mongoose');

const reviewSchema = new mongoose.Schema({
  bookId: { type: Number, required: true, index: true },
  author: { type: String, required: true },
  rating: { type: Number, min: 1, max: 5 },
  body: String,
  tags: [String],
  hidden: { type: Boolean, default: false },
  createdAt: { type: Date, default: Date.now },
});

reviewSchema.statics.forBook = function forBook(bookId) {
  return this.find({ bookId: Number(bookId), hidden: false }).sort({ createdAt: -1 });
};

module.exports = mongoose.model('Review', reviewSchema);
