export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:PiQBkTZJFerjqMPi8dcS@cluster0.x1y2z.mongodb.net/shop',
};
