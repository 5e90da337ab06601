import { Kafka } from 'kafkajs';

export const kafka = new Kafka({
  clientId: 'ingest',
  brokers: ['pkc-4r297.europe-west1.gcp.confluent.cloud:9092'],
  ssl: true,
  sasl: {
    mechanism: 'plain',
    username: 'O1EN30G39QYEAZHM',
    password: 'mIoZ0CyzWMY7omKtr40jAk7aUsYKk33aiEQ4LqLND+Z0YdEliqdry/yx6yg/3HEs',
  },
});
