import multer from 'multer';
import path from 'path';
import crypto from 'crypto';
import { config } from '../config';

const ALLOWED = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.xml', '.csv']);

const storage = multer.diskStorage({
  destination: config.uploadDir,
  filename: (_req, file, cb) => {
    const ext = path.extname(file.originalname).toLowerCase();
    cb(null, `${crypto.randomUUID()}${ext}`);
  },
});

export const attachmentUpload = multer({
  storage,
  limits: { fileSize: 10 * 1024 * 1024 },
  fileFilter: (_req, file, cb) => cb(null, ALLOWED.has(path.extname(file.originalname).toLowerCase())),
});

// Statements are parsed in memory and never written to disk.
export const statementUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 2 * 1024 * 1024 } });
