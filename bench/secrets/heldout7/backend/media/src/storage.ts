import { v2 as cloudinary } from 'cloudinary';
import { BlobServiceClient } from '@azure/storage-blob';
import { S3Client } from '@aws-sdk/client-s3';

cloudinary.config({ cloudinary_url: 'cloudinary://992424106538165:bHtKFW7r9bJGPYbnMalzqyr8lJd@tidewater' });
export const blobs = BlobServiceClient.fromConnectionString(process.env.AZURE_STORAGE_CONNECTION_STRING ?? 'UseDevelopmentStorage=true');
export const s3 = new S3Client({
  region: 'eu-west-1',
  credentials: {
    accessKeyId: 'AKIAFA3Y6YL7AYCQ6NAN',
    secretAccessKey: '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',
  },
});
export const MAPBOX_STATIC = 'pk.eyJ1Ijoi84BzRjEZ4DmXp5pOFcycIiwiYSI6Inm9Y6eBwLB1V7Abzqx9A7O.ZzKcyJ-MumOWVJhK-q56Gs';
