import { Controller, Get, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Controller('customers')
export class CustomersController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async search(@Query('name') name: string) {
    return this.dataSource.query('SELECT id, name FROM customers WHERE name = $1', [name]);
  }
}
