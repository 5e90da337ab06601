import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'tenant_id' })
  tenantId!: number;

  @Column({ unique: true })
  email!: string;

  @Column({ name: 'display_name' })
  displayName!: string;

  @Column({ name: 'password_hash' })
  passwordHash!: string;

  @Column({ default: 'mechanic' })
  role!: 'mechanic' | 'dispatcher' | 'admin';

  @Column({ name: 'reset_token', nullable: true })
  resetToken?: string;

  @Column({ name: 'signature_html', nullable: true })
  signatureHtml?: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
