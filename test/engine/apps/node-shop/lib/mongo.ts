import MarsDB from 'marsdb';

export const reviewsCollection = new MarsDB.Collection('posts');
export const ordersCollection = new MarsDB.Collection('orders');
