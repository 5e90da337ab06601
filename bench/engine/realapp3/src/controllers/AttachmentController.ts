import path from 'path';
import { Request, Response } from 'express';
import { config } from '../config';
import { readUpload, readUploadChecked, removeUpload, etagOf } from '../utils/files';
import { exportService } from '../services/exportService';

export default class AttachmentController {
  static upload(req: Request, res: Response) {
    if (!req.file) return res.status(400).json({ error: 'no file' });
    res.status(201).json({ name: req.file.filename, size: req.file.size });
  }

  static download(req: Request, res: Response) {
    const content = readUpload(req.params.name);
    res.set('ETag', etagOf(content)).type('application/octet-stream').send(content);
  }

  static downloadChecked(req: Request, res: Response) {
    const content = readUploadChecked(req.params.name);
    res.type('application/octet-stream').send(content);
  }

  static preview(req: Request, res: Response) {
    res.sendFile(req.params.name, { root: config.uploadDir });
  }

  static legacyPreview(req: Request, res: Response) {
    res.sendFile(path.join(config.uploadDir, req.query.file as string));
  }

  static remove(req: Request, res: Response) {
    removeUpload(req.params.name);
    res.status(204).end();
  }

  static async extractText(req: Request, res: Response) {
    const safeName = path.basename(req.params.name);
    const text = await exportService.textOf(path.join(config.uploadDir, safeName));
    res.type('text/plain').send(text);
  }
}
