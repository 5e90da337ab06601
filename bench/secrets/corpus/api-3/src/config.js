export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:1Nsk38IVnjArEYby0a8w@cluster0.x1y2z.mongodb.net/shop',
};
