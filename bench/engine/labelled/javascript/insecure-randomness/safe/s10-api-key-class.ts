import { Request, Response } from 'express';
import { randomInt } from 'crypto';
import { ApiKeyModel } from '../models/api-key';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export class ApiKeyController {
  private generate(size = 40): string {
    const chars: string[] = [];
    for (let i = 0; i < size; i++) {
      chars.push(ALPHABET[randomInt(ALPHABET.length)]);
    }
    return chars.join('');
  }

  create = async (req: Request, res: Response) => {
    const key = this.generate();
    await ApiKeyModel.create({ owner: req.user!.id, key, label: req.body.label });
    res.status(201).json({ key });
  };
}
