import { Request, Response } from 'express';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../models';

export default async (req: Request, res: Response) => {
  const users = await sequelize.query('SELECT id, email FROM users WHERE email LIKE :pattern', {
    replacements: { pattern: `%${req.body.email}%` },
    type: QueryTypes.SELECT,
  });
  res.json(users);
};
