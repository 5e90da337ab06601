export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:7xFKtwiUsZjwgWndmmfj@cluster0.x1y2z.mongodb.net/shop',
};
