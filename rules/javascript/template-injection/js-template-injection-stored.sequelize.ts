// A profile template with the user's stored name spliced into the template text.
import fs from 'fs';
import pug from 'pug';
import { Model, DataTypes, Sequelize } from 'sequelize';
import { type Request, type Response } from 'express';

const sequelize = new Sequelize('sqlite::memory:');

export class Member extends Model {
  declare id: number;
  declare displayName: string;
}
Member.init({ displayName: DataTypes.STRING }, { sequelize });

export function showProfile () {
  return async (req: Request, res: Response) => {
    const member = await Member.findByPk(res.locals.user.id);
    if (!member) return res.status(404).end();
    const template = fs.readFileSync('views/profile.pug', 'utf8').replace(/_name_/g, member.displayName);
    // ruleid: js-template-injection-stored
    const page = pug.compile(template);
    // The stored name is a local of a fixed template: escaped when rendered.
    // ok: js-template-injection-stored
    const safe = pug.compile(fs.readFileSync('views/profile.pug', 'utf8'));
    res.send(page({}) + safe({ name: member.displayName }));
  };
}
