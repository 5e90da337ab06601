import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('vehicles')
export class Vehicle {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'tenant_id' })
  tenantId!: number;

  @Column({ unique: true })
  vin!: string;

  @Column()
  plate!: string;

  @Column()
  make!: string;

  @Column()
  model!: string;

  @Column({ type: 'int', default: 0 })
  odometer!: number;

  @Column({ name: 'driver_notes', type: 'text', nullable: true })
  driverNotes?: string;

  @Column({ name: 'telematics_id', nullable: true })
  telematicsId?: string;
}
