import { Body, Controller, Get, Header, Param, ParseIntPipe, Put, Query, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { escapeHtml } from '../common/util/html';
import { VehiclesService } from './vehicles.service';

@Controller('vehicles')
@UseGuards(JwtAuthGuard)
export class VehiclesController {
  constructor(private readonly vehiclesService: VehiclesService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query('make') make?: string) {
    return this.vehiclesService.search(user.tenantId, make);
  }

  @Get('vin/:vin')
  byVin(@CurrentUser() user: AuthUser, @Param('vin') vin: string) {
    return this.vehiclesService.byVin(user.tenantId, vin);
  }

  @Get('due')
  due(@CurrentUser() user: AuthUser, @Query('km', ParseIntPipe) km: number) {
    return this.vehiclesService.dueForService(user.tenantId, km);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.vehiclesService.get(user.tenantId, id);
  }

  /** A printable windscreen label; the workshop prints it straight from the browser. */
  @Get(':id/label')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async label(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Query('note') note = '') {
    const v = await this.vehiclesService.get(user.tenantId, id);
    return `<!doctype html><html><body>
      <h1>${escapeHtml(v.plate)}</h1>
      <p>${escapeHtml(v.make)} ${escapeHtml(v.model)}</p>
      <p class="note">${note}</p>
      <p class="driver">${v.driverNotes ?? ''}</p>
    </body></html>`;
  }

  @Put(':id/notes')
  updateNotes(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body('driverNotes') driverNotes: string) {
    return this.vehiclesService.updateNotes(user.tenantId, id, driverNotes);
  }
}
