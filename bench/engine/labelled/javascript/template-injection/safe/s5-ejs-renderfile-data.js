const ejs = require('ejs');
const path = require('path');

exports.run = async (req, res) => {
  const html = await ejs.renderFile(path.join(__dirname, 'views', 'receipt.ejs'), {
    name: req.query.name,
    amount: Number(req.query.amount),
  });
  res.send(html);
};
