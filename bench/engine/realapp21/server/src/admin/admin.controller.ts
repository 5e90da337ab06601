import { Body, Controller, ForbiddenException, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches } from 'class-validator';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ExportService } from './export.service';
import { MaintenanceService } from './maintenance.service';

class ExportDto {
  @IsString()
  table!: string;

  @IsOptional()
  @IsString()
  where?: string;
}

class ArchiveDto {
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(/^[0-9]+-[0-9]+\.csv$/, { each: true })
  files!: string[];
}

class ThumbnailDto {
  @IsString()
  path!: string;

  @IsString()
  size!: string;
}

@Controller('admin')
@UseGuards(JwtAuthGuard)
export class AdminController {
  constructor(
    private readonly exportService: ExportService,
    private readonly maintenance: MaintenanceService,
  ) {}

  private requireAdmin(user: AuthUser) {
    if (user.role !== 'admin') throw new ForbiddenException();
  }

  @Post('export')
  export(@CurrentUser() user: AuthUser, @Body() dto: ExportDto) {
    this.requireAdmin(user);
    return this.exportService.exportTable(user.tenantId, dto.table, dto.where ?? '');
  }

  @Post('export/archive')
  archive(@CurrentUser() user: AuthUser, @Body() dto: ArchiveDto) {
    this.requireAdmin(user);
    return this.exportService.archive(user.tenantId, dto.files);
  }

  @Post('thumbnail')
  thumbnail(@CurrentUser() user: AuthUser, @Body() dto: ThumbnailDto) {
    this.requireAdmin(user);
    return this.exportService.thumbnail(dto.path, dto.size);
  }

  @Get('schema/:schema')
  schema(@CurrentUser() user: AuthUser, @Param('schema') schema: string) {
    this.requireAdmin(user);
    return this.exportService.dumpSchema(schema);
  }

  @Get('disk')
  disk(@CurrentUser() user: AuthUser) {
    this.requireAdmin(user);
    return this.exportService.diskUsage();
  }

  @Get('traceroute')
  traceroute(@CurrentUser() user: AuthUser, @Query('host') host: string) {
    this.requireAdmin(user);
    return this.exportService.traceRoute(host);
  }

  @Post('vacuum/:table')
  vacuum(@CurrentUser() user: AuthUser, @Param('table') table: string) {
    this.requireAdmin(user);
    return this.maintenance.vacuum(table);
  }

  @Post('reindex')
  reindex(@CurrentUser() user: AuthUser, @Query('table') table: string) {
    this.requireAdmin(user);
    return this.maintenance.reindex(table);
  }

  @Post('workers/:name/restart')
  restartWorker(@CurrentUser() user: AuthUser, @Param('name') name: string) {
    this.requireAdmin(user);
    return this.maintenance.restartWorker(name);
  }

  @Get('workers')
  workers(@CurrentUser() user: AuthUser) {
    this.requireAdmin(user);
    return this.maintenance.workerStatus();
  }
}
