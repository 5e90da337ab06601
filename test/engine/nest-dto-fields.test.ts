/**
 * Nest request values as the handler receives them, across modules: a DTO class declared in its own
 * file with class-validator decorators (some on a base class), a controller taking it with `@Query()`
 * and handing its fields to a constructor-injected service that builds SQL. Only the fields whose
 * decorators leave no payload come back clean (dto-fields.ts); a pipe converting a route parameter
 * (`ParseIntPipe`) makes it no source at all (summaries.ts).
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

const files = {
  'src/orders/dto/base.dto.ts': [
    "import { IsIn, IsOptional } from 'class-validator';",
    'export class PagedDto {',
    '  @IsOptional()',
    "  @IsIn(['created_at', 'total'])",
    '  sort?: string;',
    '}',
  ].join('\n'),
  'src/orders/dto/order-filter.dto.ts': [
    "import { IsEnum, IsString, IsUUID } from 'class-validator';",
    "import { PagedDto } from './base.dto';",
    "export enum OrderState { Open = 'open', Shipped = 'shipped' }",
    'export class OrderFilterDto extends PagedDto {',
    '  @IsEnum(OrderState)',
    '  state!: OrderState;',
    '  @IsUUID()',
    '  customer!: string;',
    '  @IsString()',
    '  note!: string;',
    '}',
  ].join('\n'),
  'src/orders/orders.service.ts': [
    "import { Injectable } from '@nestjs/common';",
    "import { InjectDataSource } from '@nestjs/typeorm';",
    "import { DataSource } from 'typeorm';",
    "import { OrderFilterDto } from './dto/order-filter.dto';",
    '@Injectable()',
    'export class OrdersService {',
    '  constructor(@InjectDataSource() private readonly db: DataSource) {}',
    '  list(f: OrderFilterDto) {',
    "    this.db.query(`SELECT * FROM orders WHERE state = '${f.state}' AND customer = '${f.customer}' ORDER BY ${f.sort}`);",
    "    return this.db.query(`SELECT * FROM orders WHERE note LIKE '%${f.note}%'`);",
    '  }',
    '  one(id: number) {',
    '    return this.db.query(`SELECT * FROM orders WHERE id = ${id}`);',
    '  }',
    '  byRef(ref: string) {',
    "    return this.db.query(`SELECT * FROM orders WHERE ref = '${ref}'`);",
    '  }',
    '}',
  ].join('\n'),
  'src/orders/orders.controller.ts': [
    "import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';",
    "import { OrderFilterDto } from './dto/order-filter.dto';",
    "import { OrdersService } from './orders.service';",
    "@Controller('orders')",
    'export class OrdersController {',
    '  constructor(private readonly orders: OrdersService) {}',
    '  @Get()',
    '  list(@Query() filter: OrderFilterDto) {',
    '    return this.orders.list(filter);',
    '  }',
    "  @Get(':id')",
    "  one(@Param('id', ParseIntPipe) id: number) {",
    '    return this.orders.one(id);',
    '  }',
    "  @Get('ref/:ref')",
    "  byRef(@Param('ref') ref: string) {",
    '    return this.orders.byRef(ref);',
    '  }',
    '}',
  ].join('\n'),
};

describe('Nest DTO fields and pipes', () => {
  it('reports only the SQL built from fields and parameters the framework did not check', async () => {
    const result = await analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false });
    const inService = result.findings.filter((f) => f.filePath === 'src/orders/orders.service.ts' && f.ruleId === 'js-sqli-tainted-query').map((f) => f.lineNumber);
    // Line 9 (enum, UUID and an @IsIn field of the base class) and line 13 (ParseIntPipe) are clean;
    // the @IsString field (line 10) and the unchecked route parameter (line 16) are not.
    expect([...new Set(inService)].sort((a, b) => a - b)).toEqual([10, 16]);
  });
});
