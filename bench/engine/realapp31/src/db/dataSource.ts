import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { Shipment } from '../entities/Shipment';

export const dataSource = new DataSource({
  type: 'postgres',
  url: process.env.DATABASE_URL,
  password: process.env.PG_PASSWORD,
  entities: [Shipment],
  synchronize: false,
  logging: ['error'],
});
