const cloudinary = require('cloudinary').v2;

cloudinary.config({
  cloud_name: 'acme-media',
  api_key: '678168819058226',
  api_secret: 'tX1za5heNE8bumKV8xqWo0u__6R',
});
module.exports = cloudinary;
