'use strict';

const { User } = require('../models');

async function currentUser(req, res, next) {
  res.locals.user = null;
  if (!req.session.userId) return next();
  try {
    res.locals.user = await User.findByPk(req.session.userId, { attributes: ['id', 'username', 'displayName', 'role', 'belt'] });
  } catch (err) {
    return next(err);
  }
  return next();
}

function notFound(req, res) {
  res.status(404).render('error', { message: 'Page not found', path: req.originalUrl });
}

// eslint-disable-next-line no-unused-vars
function errorHandler(err, req, res, next) {
  console.error(err);
  res.status(500).render('error', { message: 'Something went wrong', path: req.originalUrl });
}

module.exports = { currentUser, notFound, errorHandler };
