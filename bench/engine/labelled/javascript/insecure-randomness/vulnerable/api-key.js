exports.createKey = (req, res) => {
  const apiKey = 'sk_' + Date.now().toString(36) + Math.random().toString(36).substring(2, 12);
  res.status(201).json({ apiKey });
};
