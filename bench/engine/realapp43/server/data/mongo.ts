import { MongoClient, Db } from 'mongodb'
import { config } from '../config'

let database: Db | undefined

export async function db () {
  if (!database) {
    const client = await MongoClient.connect(config.mongoUrl)
    database = client.db()
  }
  return database
}

export async function reviewsCollection () {
  return (await db()).collection('reviews')
}

export async function wishlistCollection () {
  return (await db()).collection('wishlists')
}
