'use strict';

var DIGITS = /^\d{1,10}$/;

exports.numericParam = function (name) {
  return function (req, res, next) {
    if (!DIGITS.test(String(req.params[name]))) {
      return res.status(400).render('error', { message: 'Bad request.' });
    }
    next();
  };
};

exports.oneOf = function (field, allowed, fallback) {
  return function (req, res, next) {
    if (allowed.indexOf(req.query[field]) === -1) {
      req.query[field] = fallback;
    }
    next();
  };
};

exports.paging = function (req, res, next) {
  var limit = parseInt(req.query.limit, 10);
  var page = parseInt(req.query.page, 10);
  req.query.limit = isNaN(limit) ? 25 : Math.min(Math.max(limit, 1), 100);
  req.query.page = isNaN(page) || page < 1 ? 1 : page;
  next();
};

exports.requireFields = function (fields) {
  return function (req, res, next) {
    var missing = fields.filter(function (f) {
      return req.body[f] === undefined || req.body[f] === '';
    });
    if (missing.length) {
      req.flash('error', 'Please fill in: ' + missing.join(', '));
      return res.redirect('back');
    }
    next();
  };
};
