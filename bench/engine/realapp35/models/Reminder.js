'use strict';

var mongoose = require('mongoose');

var ReminderSchema = new mongoose.Schema({
  owner: { type: Number, required: true, index: true },
  petId: { type: Number, required: true },
  kind: { type: String, enum: ['vaccine', 'worming', 'flea', 'checkup', 'custom'], default: 'custom' },
  note: { type: String, maxlength: 500 },
  channel: { type: String, enum: ['email', 'sms'], default: 'email' },
  status: { type: String, default: 'pending' },
  dueAt: { type: Date, required: true },
  sentAt: Date,
  confirmCode: { type: String, index: true },
  unsubscribeToken: { type: String, index: true }
}, { timestamps: true });

ReminderSchema.statics.dueSoon = function (ownerId, days) {
  var until = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return this.find({ owner: Number(ownerId), status: 'pending', dueAt: { $lte: until } }).sort({ dueAt: 1 });
};

module.exports = mongoose.model('Reminder', ReminderSchema);
