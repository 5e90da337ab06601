export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:23jHj6lZdfFXE0LkEUkI@cluster0.x1y2z.mongodb.net/shop',
};
