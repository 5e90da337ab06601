// Nest hands a handler what its pipes made of the request: `ParseIntPipe` (also `new ParseIntPipe()`)
// gives a number, and the validation pipe rejects a DTO whose class-validator checks fail, so a field
// declared `@IsInt()`, `@IsIn([...])` or `@IsEnum(E)` holds no payload. `@IsString()` and
// `DefaultValuePipe` check nothing about the text.
import { Controller, DefaultValuePipe, Get, Param, ParseIntPipe, ParseUUIDPipe, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Type } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';

enum TicketState {
  Open = 'open',
  Closed = 'closed',
}

class BaseFilterDto {
  @IsOptional()
  @IsIn(['created_at', 'priority'])
  sort?: string;
}

class TicketFilterDto extends BaseFilterDto {
  @IsOptional()
  @IsEnum(TicketState)
  state?: TicketState;

  @Type(() => Number)
  @IsInt()
  minPriority!: number;

  @IsString()
  @MaxLength(80)
  text!: string;
}

@Controller('tickets')
export class TicketsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get(':id')
  one(@Param('id', ParseIntPipe) id: number) {
    // ok: js-sqli-tainted-query
    return this.db.query(`SELECT * FROM tickets WHERE id = ${id}`);
  }

  @Get('by-key/:key')
  byKey(@Param('key', new ParseUUIDPipe({ version: '4' })) key: string) {
    // ok: js-sqli-tainted-query
    return this.db.query(`SELECT * FROM tickets WHERE public_key = '${key}'`);
  }

  @Get('page')
  page(@Query('size', new DefaultValuePipe('20')) size: string) {
    // ruleid: js-sqli-tainted-query
    return this.db.query(`SELECT * FROM tickets LIMIT ${size}`);
  }

  @Get()
  search(@Query() filter: TicketFilterDto) {
    // ok: js-sqli-tainted-query
    this.db.query(`SELECT * FROM tickets WHERE state = '${filter.state}' AND priority >= ${filter.minPriority}`);
    // ok: js-sqli-tainted-query
    this.db.query(`SELECT * FROM tickets ORDER BY ${filter.sort}`);
    // ruleid: js-sqli-tainted-query
    return this.db.query(`SELECT * FROM tickets WHERE title LIKE '%${filter.text}%'`);
  }
}
