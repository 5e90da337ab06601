import { Controller, Get, Query } from '@nestjs/common';
import { PrismaService } from '../prisma.service';

@Controller('users')
export class UsersController {
  constructor(private readonly prisma: PrismaService) {}

  @Get('search')
  async search(@Query('q') q: string, @Query('limit') limit = '10') {
    const pattern = `%${q}%`;
    return this.prisma.$queryRaw`SELECT id, name FROM "User" WHERE name ILIKE ${pattern} LIMIT ${Number(limit)}`;
  }
}
