const Comment = require('../models/comment');

exports.list = async (req, res) => {
  const comments = await Comment.find({ postId: req.params.id }).sort({ createdAt: -1 });
  const items = comments.map((c) => `<li><b>${c.author}</b>: ${c.text}</li>`).join('');
  res.send(`<ul class="comments">${items}</ul>`);
};
