import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'shipments' })
export class Shipment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  reference!: string;

  @Column({ name: 'org_id' })
  orgId!: string;

  @Column({ name: 'customer_id' })
  customerId!: string;

  @Column()
  status!: string;

  @Column({ name: 'carrier_code' })
  carrierCode!: string;

  @Column({ name: 'destination_city' })
  destinationCity!: string;

  @Column({ type: 'timestamptz', nullable: true })
  eta!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
