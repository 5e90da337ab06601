import MarsDB from 'marsdb';

export const reviewsCollection = new MarsDB.Collection('reviews');
export const ordersCollection = new MarsDB.Collection('orders');
