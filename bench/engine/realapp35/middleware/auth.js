'use strict';

exports.requireLogin = function (req, res, next) {
  if (req.isAuthenticated && req.isAuthenticated()) return next();
  req.session.returnTo = req.originalUrl;
  req.flash('error', 'Please sign in first.');
  res.redirect('/login');
};

exports.requireStaff = function (req, res, next) {
  if (req.user && req.user.kind === 'staff') return next();
  res.status(403).render('error', { message: 'Staff only.' });
};

exports.requireAdmin = function (req, res, next) {
  if (req.user && req.user.kind === 'staff' && req.user.role === 'admin') return next();
  res.status(403).render('error', { message: 'Administrators only.' });
};
