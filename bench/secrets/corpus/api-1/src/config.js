export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:Y7pU1P9tOin1651cPS7n@cluster0.x1y2z.mongodb.net/shop',
};
