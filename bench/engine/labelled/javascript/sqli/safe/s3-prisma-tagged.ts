import { Request, Response } from 'express';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export async function searchCustomers(req: Request, res: Response) {
  const { email } = req.body as { email: string };
  const pattern = `%${email}%`;
  const customers = await prisma.$queryRaw`SELECT id, name, email FROM "Customer" WHERE email ILIKE ${pattern}`;
  res.json(customers);
}
