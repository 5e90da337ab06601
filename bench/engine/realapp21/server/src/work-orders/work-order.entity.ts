import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Vehicle } from '../vehicles/vehicle.entity';

export enum WorkOrderStatus {
  Open = 'open',
  InProgress = 'in_progress',
  WaitingParts = 'waiting_parts',
  Done = 'done',
}

@Entity('work_orders')
export class WorkOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'tenant_id' })
  tenantId!: number;

  @Column({ unique: true })
  reference!: string;

  @Column()
  title!: string;

  @Column({ type: 'text', nullable: true })
  description?: string;

  @Column({ type: 'enum', enum: WorkOrderStatus, default: WorkOrderStatus.Open })
  status!: WorkOrderStatus;

  @Column({ default: 3 })
  priority!: number;

  @Column()
  depot!: string;

  @ManyToOne(() => Vehicle, { eager: true })
  vehicle!: Vehicle;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
