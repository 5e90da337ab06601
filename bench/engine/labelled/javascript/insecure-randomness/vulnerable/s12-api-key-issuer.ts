import { Request, Response } from 'express';
import { ApiKeyModel } from '../models/api-key';

export class ApiKeyService {
  issue(ownerId: string) {
    const key = 'sk_' + Date.now().toString(36) + Math.random().toString(36).slice(2, 14);
    return ApiKeyModel.create({ ownerId, key, createdAt: new Date() });
  }
}

const service = new ApiKeyService();

export async function createApiKey(req: Request, res: Response) {
  const record = await service.issue(req.user!.id);
  res.status(201).json({ key: record.key });
}
