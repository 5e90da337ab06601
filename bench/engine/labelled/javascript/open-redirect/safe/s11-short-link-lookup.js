const express = require('express');
const { findShortLink } = require('../services/links');

const app = express();

app.get('/s/:code', async (req, res, next) => {
  try {
    const link = await findShortLink(req.params.code);
    if (!link) {
      return res.status(404).send('Unknown link');
    }
    res.redirect(301, link.destination);
  } catch (err) {
    next(err);
  }
});

module.exports = app;
