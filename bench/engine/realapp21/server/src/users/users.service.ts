import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

export interface UserFilter {
  name?: string;
  role?: string;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  search(tenantId: number, filter: UserFilter) {
    const qb = this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.email', 'u.displayName', 'u.role'])
      .where('u.tenantId = :tenantId', { tenantId });
    if (filter.name) {
      qb.andWhere(`(u.display_name ILIKE '%${filter.name}%' OR u.email ILIKE '%${filter.name}%')`);
    }
    if (filter.role) {
      qb.andWhere('u.role = :role', { role: filter.role });
    }
    return qb.orderBy('u.displayName', 'ASC').getMany();
  }

  async findOne(tenantId: number, id: number) {
    const user = await this.users.findOne({ where: { id, tenantId } });
    if (!user) throw new NotFoundException();
    return user;
  }

  async byEmail(email: string) {
    const rows = await this.users.query(`SELECT id, display_name, role FROM users WHERE email = '${email}'`);
    return rows[0];
  }

  async updateSignature(tenantId: number, id: number, signatureHtml: string) {
    await this.users.update({ id, tenantId }, { signatureHtml });
    return this.findOne(tenantId, id);
  }

  async setRole(tenantId: number, id: number, role: string) {
    return this.users.query('UPDATE users SET role = $1 WHERE id = $2 AND tenant_id = $3', [role, id, tenantId]);
  }
}
