const bcrypt = require('bcrypt');

module.exports = async function hashPassword(password) {
  return bcrypt.hash(password, 12);
};
