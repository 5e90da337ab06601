const nodemailer = require('nodemailer');

module.exports = nodemailer.createTransport({
  host: 'smtp.acme.io',
  auth: { user: 'mailer', pass: '#s7@xYJd*m0!6gS' },
});
