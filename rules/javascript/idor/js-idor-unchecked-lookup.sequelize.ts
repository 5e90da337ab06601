// Sequelize models: a class model (`extends Model`, inherited static finders) and a defined one.
import { Model, DataTypes, Sequelize } from 'sequelize';
import express, { type Request, type Response } from 'express';

const sequelize = new Sequelize('sqlite::memory:');

class Invoice extends Model {
  declare id: number;
  declare ownerId: number;
}
Invoice.init({ ownerId: DataTypes.INTEGER, total: DataTypes.DECIMAL }, { sequelize });

const Basket = sequelize.define('Basket', { UserId: DataTypes.INTEGER });

const app = express();

app.get('/invoices/:id', async (req: Request, res: Response) => {
  // ruleid: js-idor-unchecked-lookup
  const invoice = await Invoice.findByPk(req.params.id);
  // ruleid: js-idor-unchecked-lookup
  const basket = await Basket.findOne({ where: { id: req.params.id } });
  // The owner condition sits beside the key: the database enforces it.
  // ok: js-idor-unchecked-lookup
  const mine = await Basket.findOne({ where: { id: req.params.id, UserId: res.locals.user.id } });
  // ok: js-idor-unchecked-lookup
  const own = await Invoice.findOne({ where: { ownerId: res.locals.user.id } });
  res.json({ invoice, basket, mine, own });
});

export default app;
