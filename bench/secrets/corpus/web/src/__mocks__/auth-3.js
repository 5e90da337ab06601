module.exports = {
  token: 'ghp_Th5TR6LgZqOj2NVezNld7j7rFQ7P5uTXoVXK',
  password: '4@k_pdUBZ@3!uP0',
  privateKey: 'RzlvGMNMhh4ticxRBAeM+Ykj9Lq+3K1VwayCnEboE/FwSh3BMFNmGMbG0UBE8n8h',
};
