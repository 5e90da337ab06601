import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { IsDateString } from 'class-validator';
import { Response } from 'express';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { escapeHtml } from '../common/util/html';
import { ReportsService } from './reports.service';

class RangeDto {
  @IsDateString()
  from!: string;

  @IsDateString()
  to!: string;
}

@Controller('reports')
@UseGuards(JwtAuthGuard)
export class ReportsController {
  constructor(private readonly reportsService: ReportsService) {}

  @Get('costs')
  costs(@CurrentUser() user: AuthUser, @Query() range: RangeDto) {
    return this.reportsService.costsBetween(user.tenantId, range.from, range.to);
  }

  @Get('grouped')
  grouped(@CurrentUser() user: AuthUser, @Query('by') by: string) {
    return this.reportsService.grouped(user.tenantId, by);
  }

  @Get('custom')
  custom(@CurrentUser() user: AuthUser, @Query('metric') metric: string, @Query('period') period = '30 days') {
    return this.reportsService.custom(user.tenantId, metric, period);
  }

  @Get('parts')
  parts(@CurrentUser() user: AuthUser, @Query('supplier') supplier: string) {
    return this.reportsService.partsUsage(user.tenantId, supplier);
  }

  @Get('parts/prefix')
  partsByPrefix(@CurrentUser() user: AuthUser, @Query('supplier') supplier: string) {
    return this.reportsService.partsBySupplierName(user.tenantId, supplier);
  }

  /** Printable summary page with the title the dispatcher typed in the report dialog. */
  @Get('print')
  async print(@CurrentUser() user: AuthUser, @Query('title') title: string, @Query('by') by: string, @Res() res: Response) {
    const rows: Array<{ bucket: string; n: number }> = await this.reportsService.grouped(user.tenantId, by);
    const body = rows.map((r) => `<tr><td>${escapeHtml(r.bucket)}</td><td>${Number(r.n)}</td></tr>`).join('');
    res.type('html').send(`<h2>${title}</h2><table>${body}</table><footer>${escapeHtml(by)}</footer>`);
  }
}
