exports.backoff = (n) => new Promise((r) => setTimeout(r, 2 ** n * 100 + Math.random() * 50));
