import { MongoClient } from 'mongodb';

const uri = 'mongodb+srv://ingest:GWYsRdVjETxuxn7d@cluster0.ab12c.mongodb.net/events?retryWrites=true&w=majority';
export const mongo = new MongoClient(uri);
