import express from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@apollo/server/express4';
import { config } from './config';
import { dataSource } from './db/dataSource';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { requestId } from './middleware/requestId';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { exportsRouter } from './routes/exports';
import { pagesRouter } from './routes/pages';
import { partnerRouter } from './routes/partner';
import { preferencesRouter } from './routes/preferences';
import { settingsRouter } from './routes/settings';
import { toolsRouter } from './routes/tools';

async function main() {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(requestId);
  app.use(cookieParser());
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false }));

  const apollo = new ApolloServer({ typeDefs, resolvers, introspection: process.env.NODE_ENV !== 'production' });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, { context: buildContext }));

  app.use('/auth', authRouter);
  app.use('/api', exportsRouter);
  app.use('/api', settingsRouter);
  app.use('/api', preferencesRouter);
  app.use('/api', toolsRouter);
  app.use('/api/admin', adminRouter);
  app.use('/partner/v1', partnerRouter);
  app.use('/', pagesRouter);

  await dataSource.initialize();
  app.listen(config.port, () => console.log(`harborline api on :${config.port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
