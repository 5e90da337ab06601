// A client typed by a class of a local module outside the tree (`PrismaService` from
// '../prisma.service') is as unknown as an untyped one: its calls are judged by their arguments.
import { Controller, Get, Query } from '@nestjs/common';
import { PrismaService } from '../prisma.service';
import { ReportsStore } from './reports.store';

@Controller('users')
export class UsersController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reports: ReportsStore,
  ) {}

  @Get('search')
  search(@Query('q') q: string) {
    // ruleid: js-sqli-tainted-query
    return this.prisma.$queryRawUnsafe(`SELECT id, name FROM "User" WHERE name ILIKE '%${q}%'`);
  }

  @Get('search-bound')
  searchBound(@Query('q') q: string) {
    // ok: js-sqli-tainted-query
    return this.prisma.$queryRawUnsafe('SELECT id, name FROM "User" WHERE name ILIKE $1', `%${q}%`);
  }

  @Get('report')
  report(@Query('kind') kind: string) {
    // ok: js-sqli-tainted-query
    return this.reports.query(kind);
  }
}
