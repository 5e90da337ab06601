// GraphQL arguments are validated against the schema before a resolver runs: an input object holds
// only the fields its input type declares, so a client cannot add query operators to it.
import { ApolloServer } from '@apollo/server';
import express from 'express';
import mongoose from 'mongoose';

const Post = mongoose.model('Post', new mongoose.Schema({ slug: String, author: String }));

const resolvers = {
  Query: {
    post: (_parent: unknown, args: { slug: string }) =>
      // ok: js-nosql-injection
      Post.findOne({ slug: args.slug }),
    byFilter: (_parent: unknown, args: { filter: { author: string } }) =>
      // ok: js-nosql-injection
      Post.find(args.filter),
  },
};

export const server = new ApolloServer({ typeDefs: 'type Query { post(slug: String!): Post }', resolvers });

// An Express route beside it still hands over whatever JSON the client sent.
export const router = express.Router();
router.post('/posts/by-author', async (req, res) => {
  // ruleid: js-nosql-injection
  res.json(await Post.find({ author: req.body.author }));
});
