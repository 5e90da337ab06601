// A model module whose whole export is the model (required by js-nosql-injection.models-use.js).
const mongoose = require('mongoose');

const ticketSchema = new mongoose.Schema({ owner: String, subject: String, open: Boolean });

module.exports = mongoose.model('Ticket', ticketSchema);
