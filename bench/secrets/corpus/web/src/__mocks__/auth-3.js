module.exports = {
  token: 'ghp_UIPKLBi0CDsiPf8fiGfbD8jxBJimeqAFdgRM',
  password: '^yKZ4syepx1!4MO',
  privateKey: 'KO6J/tKB3LbInvFqAc9hVGtriS/9f6LQ1RDBM9OTqJKSBtbFCEp1Or90VEGJXZz8',
};
