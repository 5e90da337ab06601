'use strict';

const { sequelize, QueryTypes } = require('../models');

function findUserByLogin(username) {
  return sequelize.query(
    "SELECT id, username, role, passwordHash, legacyHash FROM Users WHERE username = '" + username + "' LIMIT 1",
    { type: QueryTypes.SELECT, plain: true }
  );
}

function findUserByEmail(email) {
  return sequelize.query('SELECT id, username, email FROM Users WHERE email = :email LIMIT 1', {
    replacements: { email },
    type: QueryTypes.SELECT,
    plain: true,
  });
}

function ordersForUser(userId, status) {
  return sequelize.query(
    `SELECT o.id, o.quantity, o.status, p.name FROM Orders o JOIN Products p ON p.id = o.productId
     WHERE o.userId = $1 AND o.status = $2 ORDER BY o.createdAt DESC`,
    { bind: [userId, status], type: QueryTypes.SELECT }
  );
}

function ordersByCoupon(code) {
  return sequelize.query(`SELECT id, userId, quantity FROM Orders WHERE couponCode = '${code}'`, {
    type: QueryTypes.SELECT,
  });
}

function leaderboard(track, limit) {
  const size = Math.min(parseInt(limit, 10) || 10, 50);
  return sequelize.query(
    'SELECT u.username, COUNT(*) AS done FROM Progress p JOIN Users u ON u.id = p.userId ' +
      'WHERE p.track = ? GROUP BY u.username ORDER BY done DESC LIMIT ' + size,
    { replacements: [track], type: QueryTypes.SELECT }
  );
}

function productsSorted(column, direction) {
  return sequelize.query('SELECT id, sku, name, price FROM Products ORDER BY ' + column + ' ' + direction, {
    type: QueryTypes.SELECT,
  });
}

function markLessonDone(userId, slug) {
  return sequelize.query('INSERT INTO Progress (userId, lessonSlug, track) VALUES (?, ?, (SELECT track FROM Lessons WHERE slug = ?))', {
    replacements: [userId, slug, slug],
    type: QueryTypes.INSERT,
  });
}

module.exports = {
  findUserByLogin,
  findUserByEmail,
  ordersForUser,
  ordersByCoupon,
  leaderboard,
  productsSorted,
  markLessonDone,
};
