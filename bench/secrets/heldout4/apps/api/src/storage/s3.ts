import { S3Client, PutObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

const s3 = new S3Client({
  region: 'eu-west-1',
  credentials: {
    accessKeyId: 'AKIAPMI2LRS6NGH4QDVA',
    secretAccessKey: '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',
  },
});

export async function upload(key: string, body: Buffer, contentType: string) {
  await s3.send(new PutObjectCommand({ Bucket: 'harbor-prod-uploads', Key: key, Body: body, ContentType: contentType }));
}

export function downloadUrl(key: string) {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: 'harbor-prod-uploads', Key: key }), { expiresIn: 300 });
}
