const nodemailer = require('nodemailer');

module.exports = nodemailer.createTransport({
  host: 'smtp.acme.io',
  auth: { user: 'mailer', pass: 'SLPt+YwQ?m6!UJY' },
});
