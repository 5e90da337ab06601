// A Sequelize instance's `update` writes that one row by its key: the values are not a query object.
import { Model, DataTypes, Sequelize } from 'sequelize';
import { type Request, type Response } from 'express';
import { reviews } from './review-store';

const sequelize = new Sequelize('sqlite::memory:');

export class Account extends Model {
  declare id: number;
  declare nickname: string;
}
Account.init({ nickname: DataTypes.STRING }, { sequelize });

export function renameAccount () {
  return async (req: Request, res: Response) => {
    const account = await Account.findByPk(res.locals.user.id);
    if (!account) return res.status(404).end();
    // ok: js-nosql-injection
    await account.update({ nickname: req.body.nickname });
    // A store outside the scanned tree still takes query objects.
    // ruleid: js-nosql-injection
    await reviews.update({ author: req.body.author }, { $set: { hidden: true } });
    res.json({ ok: true });
  };
}
