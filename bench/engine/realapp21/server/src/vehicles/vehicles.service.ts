import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ILike, Repository } from 'typeorm';
import { Vehicle } from './vehicle.entity';

@Injectable()
export class VehiclesService {
  constructor(@InjectRepository(Vehicle) private readonly vehicles: Repository<Vehicle>) {}

  search(tenantId: number, make?: string) {
    return this.vehicles.find({ where: { tenantId, ...(make ? { make: ILike(`%${make}%`) } : {}) }, take: 200 });
  }

  async get(tenantId: number, id: number) {
    const vehicle = await this.vehicles.findOneBy({ id, tenantId });
    if (!vehicle) throw new NotFoundException();
    return vehicle;
  }

  byVin(tenantId: number, vin: string) {
    return this.vehicles.manager.query(`SELECT * FROM vehicles WHERE tenant_id = $1 AND vin = '${vin.toUpperCase()}'`, [tenantId]);
  }

  dueForService(tenantId: number, threshold: number) {
    return this.vehicles.manager.query(
      `SELECT id, plate, odometer FROM vehicles WHERE tenant_id = $1 AND odometer - last_service_odometer > ${threshold}`,
      [tenantId],
    );
  }

  async updateNotes(tenantId: number, id: number, driverNotes: string) {
    await this.vehicles.update({ id, tenantId }, { driverNotes });
  }
}
