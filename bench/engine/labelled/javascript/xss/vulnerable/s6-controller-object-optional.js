const notices = {
  show: async (req, res) => {
    const message = req.query?.msg ?? '';
    const level = req.query?.level || 'info';
    res.send(`<div class="notice notice-${level}">${message}</div>`);
  },
};

module.exports = notices;
