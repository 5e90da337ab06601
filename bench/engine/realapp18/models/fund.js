'use strict';

var mongoose = require('mongoose');

var fundSchema = new mongoose.Schema({
    ticker: { type: String, uppercase: true, unique: true },
    name: String,
    manager: String,
    assetClass: String,
    expenseRatio: Number,
    inceptionYear: Number,
    closed: { type: Boolean, default: false }
});

fundSchema.methods.summary = function () {
    return this.ticker + ' - ' + this.name + ' (' + this.expenseRatio + '%)';
};

module.exports = mongoose.model('Fund', fundSchema);
