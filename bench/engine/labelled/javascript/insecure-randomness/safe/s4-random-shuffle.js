module.exports = (req, res) => {
  const tips = ['Drink water', 'Take a walk', 'Stretch'];
  const tip = tips[Math.floor(Math.random() * tips.length)];
  res.json({ tip });
};
