import { Body, Controller, DefaultValuePipe, Get, Param, ParseIntPipe, Post, Query, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { DepotCode } from '../common/decorators/depot.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { AddNoteDto, CreateWorkOrderDto } from './dto/create-work-order.dto';
import { SearchWorkOrdersDto } from './dto/search-work-orders.dto';
import { WorkOrdersService } from './work-orders.service';

@Controller('work-orders')
@UseGuards(JwtAuthGuard)
export class WorkOrdersController {
  constructor(private readonly workOrdersService: WorkOrdersService) {}

  @Get()
  search(@CurrentUser() user: AuthUser, @Query() filter: SearchWorkOrdersDto) {
    return this.workOrdersService.search(user.tenantId, filter);
  }

  @Get('depot-board')
  depotBoard(@CurrentUser() user: AuthUser, @DepotCode() depot: string, @Query('order', new DefaultValuePipe('wo.priority')) order: string) {
    return this.workOrdersService.forDepot(user.tenantId, depot, order);
  }

  @Get('by-ref/:reference')
  byReference(@CurrentUser() user: AuthUser, @Param('reference') reference: string) {
    return this.workOrdersService.findByReference(user.tenantId, reference);
  }

  @Get('by-plate/:plate')
  byPlate(@CurrentUser() user: AuthUser, @Param('plate') plate: string) {
    return this.workOrdersService.findByVehiclePlate(user.tenantId, plate);
  }

  @Get(':id')
  findOne(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.workOrdersService.findOne(user.tenantId, id);
  }

  @Post()
  create(@CurrentUser() user: AuthUser, @DepotCode() depot: string, @Body() dto: CreateWorkOrderDto) {
    return this.workOrdersService.create(user.tenantId, depot, dto);
  }

  @Get(':id/notes')
  notes(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.workOrdersService.notes(user.tenantId, id);
  }

  @Post(':id/notes')
  addNote(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: AddNoteDto) {
    return this.workOrdersService.addNote(user.tenantId, id, user.id, dto.body);
  }

  @Post(':id/close')
  close(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body('resolution') resolution: string) {
    return this.workOrdersService.close(user.tenantId, id, resolution);
  }
}
