export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:8UlvDXEdEWWmJIOPxxm4@cluster0.x1y2z.mongodb.net/shop',
};
