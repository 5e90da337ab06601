module.exports = {
  retryDelay(attempt) {
    const base = Math.min(30000, 2 ** attempt * 100);
    return base + Math.floor(Math.random() * 100);
  },
};
