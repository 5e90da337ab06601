const axios = require('axios');

// Exponential backoff with jitter for calls to the billing API; the random
// value only spreads retries out in time and protects nothing.
async function withRetry(fn, attempts = 5) {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i + 1 >= attempts) throw err;
      const delay = 2 ** i * 100 + Math.floor(Math.random() * 100);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

exports.syncInvoices = async (req, res) => {
  const data = await withRetry(() => axios.get('https://billing.internal.example.com/invoices'));
  res.json({ count: data.data.length });
};
