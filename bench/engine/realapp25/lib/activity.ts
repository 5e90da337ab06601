import { MongoClient } from 'mongodb';
import { config } from './config';

// Activity feed events (likes, follows, cooked-it) live in MongoDB.
const client = new MongoClient(config.mongoUrl);

export async function activityCollection() {
  await client.connect();
  return client.db('potluck').collection('activity');
}
