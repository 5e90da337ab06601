'use strict';

var mongoose = require('mongoose');
var config = require('../config');

mongoose.connect(config.mongoUrl, { useNewUrlParser: true, useUnifiedTopology: true });

mongoose.connection.on('error', function (err) {
  console.error('mongo connection error', err.message);
});

module.exports = mongoose;
