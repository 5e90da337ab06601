// Handlers that change records for the user a token names: Sequelize class models and Mongoose.
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import { Model, DataTypes, Sequelize } from 'sequelize';
import { type Request, type Response } from 'express';

const sequelize = new Sequelize('sqlite::memory:');

class Member extends Model {
  declare id: number;
  declare tier: string;
}
Member.init({ tier: DataTypes.STRING }, { sequelize });

const Wishlist = mongoose.model('Wishlist', new mongoose.Schema({ owner: String, items: [String] }));

export async function upgrade(req: Request, res: Response) {
  // ruleid: js-jwt-decode-unverified
  const claims = jwt.decode(String(req.body.token)) as { sub: string } | null;
  if (!claims) return res.status(401).end();
  // ruleid: js-jwt-decode-unverified
  await Member.update({ tier: 'gold' }, { where: { id: claims.sub } });
  res.json({ ok: true });
}

export async function closeAccount(req: Request, res: Response) {
  // ruleid: js-jwt-decode-unverified
  const { sub } = jwt.decode(String(req.cookies.session)) as { sub: string };
  // ruleid: js-jwt-decode-unverified
  await Member.destroy({ where: { id: sub } });
  res.status(204).end();
}

export async function clearWishlist(req: Request, res: Response) {
  // ruleid: js-jwt-decode-unverified
  const claims = jwt.decode(String(req.headers.authorization).replace('Bearer ', '')) as { sub: string };
  // ruleid: js-jwt-decode-unverified
  await Wishlist.deleteOne({ owner: claims.sub });
  res.status(204).end();
}

export async function rename(req: Request, res: Response) {
  const claims = jwt.decode(String(req.body.token)) as { name?: string } | null;
  // The claims only supply a value written to the verified user's own row.
  // ok: js-jwt-decode-unverified
  await Member.update({ tier: String(claims?.name) }, { where: { id: res.locals.user.id } });
  res.json({ ok: true });
}

export async function lookUpForKey(req: Request, res: Response) {
  const token = String(req.body.token);
  const claims = jwt.decode(token) as { sub: string };
  // Reading the user to find the key the token is then verified with.
  // ok: js-jwt-decode-unverified
  const member = await Member.findByPk(claims.sub);
  const verified = jwt.verify(token, String(member?.get('tier')), { algorithms: ['HS256'] });
  res.json({ verified });
}
