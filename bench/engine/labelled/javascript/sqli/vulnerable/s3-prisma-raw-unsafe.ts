import { Request, Response } from 'express';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export async function searchCustomers(req: Request, res: Response) {
  const { email } = req.body as { email: string };
  const customers = await prisma.$queryRawUnsafe(
    `SELECT id, name, email FROM "Customer" WHERE email ILIKE '%${email}%'`
  );
  res.json(customers);
}
