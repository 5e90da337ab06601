const express = require('express');
const path = require('path');

const app = express();
app.set('views', path.join(__dirname, 'views'));
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));

app.post('/profile/preview', (req, res) => {
  const input = Object.assign({ name: 'Unnamed', bio: '' }, req.body);
  res.render('profile-preview', {
    name: input.name,
    bio: input.bio,
    updatedAt: new Date().toISOString(),
  });
});

module.exports = app;
