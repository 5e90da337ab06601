const notices = {
  show: async (req, res) => {
    const count = Number.parseInt(req.query?.count ?? '0', 10) || 0;
    const level = ['info', 'warn', 'error'].includes(req.query?.level) ? req.query.level : 'info';
    res.send(`<div class="notice notice-${level}">${count} new notices</div>`);
  },
};

module.exports = notices;
