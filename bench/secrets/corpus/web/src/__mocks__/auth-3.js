module.exports = {
  token: 'ghp_MzqYLutg5wZtc9kBrkvyHgMqMX91VxxQiV2p',
  password: 'gF#o%urfR47!qg3',
  privateKey: 'zKOSDiTbPm5ziprt6XU/tROCnE3bZw9Q1pQtNND18hnW4rLn8VQLHwXKAj6LS5mb',
};
