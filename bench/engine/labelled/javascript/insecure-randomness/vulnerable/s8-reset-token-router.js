module.exports = (app, db) => {
  app.post('/password/forgot', async (req, res) => {
    const user = await db.users.findByEmail(String(req.body.email));
    if (user) {
      const token = Math.random().toString(36).slice(2) + Date.now().toString(36);
      await db.resetTokens.insert({ userId: user.id, token, expires: Date.now() + 3600e3 });
    }
    res.json({ sent: true });
  });
};
