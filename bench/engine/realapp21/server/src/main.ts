import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';

async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  app.setGlobalPrefix('api');
  app.use(cookieParser());
  // DTO fields are validated and converted to their declared types before a handler runs.
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, transform: true }));
  app.enableCors({ origin: process.env.CONSOLE_ORIGIN ?? 'http://localhost:4200', credentials: true });
  await app.listen(process.env.PORT ?? 3000);
}

bootstrap();
