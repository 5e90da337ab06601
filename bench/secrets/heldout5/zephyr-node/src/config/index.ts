import 'dotenv/config';

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/zephyr',
  stripeKey: process.env.STRIPE_SECRET_KEY!,
  shopify: {
    shop: 'zephyr-goods.myshopify.com',
    accessToken: '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',
  },
  square: {
    accessToken: 'EAAAKkJSTzT945UsJBqxGf0uGi2wtkKLdDuYjorfIxyXXeCnWqECYp_DqhbfJFiu',
    environment: 'production',
  },
  clickhouseUrl: 'https://default:44790a3219c6@ch.zephyr.internal:8443',
};
