module.exports = (app) => {
  app.post('/api/calc', (req, res) => {
    const { expression } = req.body;
    try {
      const value = eval(expression);
      res.json({ value });
    } catch (e) {
      res.status(400).json({ error: 'bad expression' });
    }
  });
};
