import { Request, Response } from 'express';
import { sequelize } from '../models';

export default async (req: Request, res: Response) => {
  const email = req.body.email as string;
  const users = await sequelize.query(`SELECT id, email FROM users WHERE email LIKE '%${email}%'`);
  res.json(users[0]);
};
