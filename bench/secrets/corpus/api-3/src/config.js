export default {
  port: 3000,
  mongoUri: 'mongodb+srv://admin:HLyXHTmBfPdpzQjXC5ja@cluster0.x1y2z.mongodb.net/shop',
};
