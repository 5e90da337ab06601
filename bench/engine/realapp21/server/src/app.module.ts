import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminController } from './admin/admin.controller';
import { ExportService } from './admin/export.service';
import { MaintenanceService } from './admin/maintenance.service';
import { AuthModule } from './auth/auth.module';
import configuration from './config/configuration';
import { AttachmentsService } from './files/attachments.service';
import { FilesController } from './files/files.controller';
import { TelematicsClient } from './integrations/telematics.client';
import { WebhooksController } from './integrations/webhooks.controller';
import { WebhooksService } from './integrations/webhooks.service';
import { PortalController } from './portal/portal.controller';
import { ReportsController } from './reports/reports.controller';
import { ReportsService } from './reports/reports.service';
import { User } from './users/user.entity';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { Vehicle } from './vehicles/vehicle.entity';
import { VehiclesController } from './vehicles/vehicles.controller';
import { VehiclesService } from './vehicles/vehicles.service';
import { WorkOrder } from './work-orders/work-order.entity';
import { WorkOrdersController } from './work-orders/work-orders.controller';
import { WorkOrdersService } from './work-orders/work-orders.service';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: [configuration] }),
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        type: 'postgres',
        url: config.get<string>('database.url'),
        entities: [User, Vehicle, WorkOrder],
        synchronize: false,
      }),
    }),
    TypeOrmModule.forFeature([User, Vehicle, WorkOrder]),
    HttpModule.register({ timeout: 5000, maxRedirects: 0 }),
    AuthModule,
  ],
  controllers: [
    UsersController,
    WorkOrdersController,
    VehiclesController,
    ReportsController,
    AdminController,
    FilesController,
    WebhooksController,
    PortalController,
  ],
  providers: [
    UsersService,
    WorkOrdersService,
    VehiclesService,
    ReportsService,
    ExportService,
    MaintenanceService,
    AttachmentsService,
    WebhooksService,
    TelematicsClient,
  ],
})
export class AppModule {}
