'use strict';

var path = require('path');

var env = process.env.NODE_ENV || 'development';

module.exports = {
  env: env,
  port: parseInt(process.env.PORT, 10) || 3000,
  clinicName: 'Pawsley Veterinary Clinic',
  sessionSecret: process.env.SESSION_SECRET,
  cookieSecret: process.env.COOKIE_SECRET,
  jwtSecret: 'pawsley-portal-jwt-9f41c2d8e07b',
  labPublicKey: process.env.LAB_PUBLIC_KEY,
  mysql: {
    host: process.env.DB_HOST || '127.0.0.1',
    user: process.env.DB_USER || 'pawsley',
    password: process.env.DB_PASSWORD,
    database: process.env.DB_NAME || 'pawsley',
    connectionLimit: 10
  },
  mongoUrl: process.env.MONGO_URL || 'mongodb://127.0.0.1:27017/pawsley',
  labBaseUrl: process.env.LAB_BASE_URL || 'https://results.vetlabs.example.com',
  labHosts: {
    idexx: 'https://api.idexx-results.example.com',
    antech: 'https://portal.antech-results.example.com',
    inhouse: 'https://lab.pawsley.example.com'
  },
  uploadDir: path.join(__dirname, '..', 'data', 'uploads'),
  labDir: path.join(__dirname, '..', 'data', 'labs'),
  invoiceDir: path.join(__dirname, '..', 'data', 'invoices'),
  pdfDir: path.join(__dirname, '..', 'data', 'pdf'),
  exportDir: path.join(__dirname, '..', 'data', 'exports'),
  encryptionKey: Buffer.from(process.env.RECORD_KEY || '', 'hex'),
  smtp: {
    host: process.env.SMTP_HOST || 'localhost',
    user: process.env.SMTP_USER,
    pass: process.env.SMTP_PASSWORD
  }
};
