export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:XSx6qlfYkWtm9ohIrwBc@cluster0.x1y2z.mongodb.net/shop',
};
