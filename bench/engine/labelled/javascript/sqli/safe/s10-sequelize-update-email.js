const { sequelize } = require('../models');

class AccountController {
  async updateEmail(req, res) {
    const { email } = req.body;
    if (!email || !email.includes('@')) {
      return res.status(400).json({ error: 'invalid email' });
    }
    await sequelize.query(
      'UPDATE users SET email = :email, updated_at = NOW() WHERE id = :id',
      { replacements: { email, id: req.user.id } },
    );
    return res.json({ email });
  }
}

module.exports = new AccountController();
