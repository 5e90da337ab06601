const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

module.exports = async (ctx, next) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await next();
    } catch (err) {
      if (attempt >= 3 || err.status < 500) throw err;
      await sleep(2 ** attempt * 100 + Math.floor(Math.random() * 50));
    }
  }
};
