import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';

const s3 = new S3Client({ region: process.env.AWS_REGION });

// Object keys are content addressed: sha256 of the upload.
const SAMPLE_KEYS = [
  'uploads/2024/03/910286ca24f7f3561dca09c40750d9a83a9ac1eecdd0fd7ac8774ee11a681bb1.jpg',
  'uploads/2024/03/d606b7a1b093aa995731290a9084f7e0e5c7c8b9884797e9e95a3b0162cfee8d.png',
  'thumbs/35be4c333fffae35e16905ec6ebdba9eeddce9d7/37590da4-ac93-489e-becb-8b79e7659196.webp',
];

export function get(key: string) {
  return s3.send(new GetObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: key }));
}
export { SAMPLE_KEYS };
