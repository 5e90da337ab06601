module.exports = {
  token: 'ghp_NbmSVPECXjEWxUJGRholgqczEY685WEanpXl',
  password: '9Dph3RfamC4!SfT',
  privateKey: 'Su5jylsFyxIiq6sxZ3GEG0W9cFLiN9Dzw0WxRoH0P5XrniqZzT6/5yxy6HbjV9MV',
};
