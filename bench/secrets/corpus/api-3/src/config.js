export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:gvLJHi3ffe6q45I8PVll@cluster0.x1y2z.mongodb.net/shop',
};
