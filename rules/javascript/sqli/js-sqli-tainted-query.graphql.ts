// GraphQL resolvers: the server calls each function of the resolver map with (parent, args,
// context, info); `args` holds the field arguments the client wrote in its query.
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

const typeDefs = `#graphql
  type Query { posts(term: String!): [Post!]! post(id: ID!): Post authorPosts: [Post!]! }
  type Post { id: ID! title: String! related: [Post!]! }
`;

const postResolvers = {
  Query: {
    posts: (_parent: unknown, args: { term: string }) =>
      // ruleid: js-sqli-tainted-query
      prisma.$queryRawUnsafe(`SELECT id, title FROM posts WHERE title ILIKE '%${args.term}%'`),
    post: (_parent: unknown, { id }: { id: string }) =>
      // ok: js-sqli-tainted-query
      prisma.$queryRawUnsafe('SELECT id, title FROM posts WHERE id = $1', id),
    authorPosts: (_parent: unknown, _args: unknown, context: { authorId: string }) =>
      // ok: js-sqli-tainted-query
      prisma.$queryRaw`SELECT id, title FROM posts WHERE author_id = ${context.authorId}`,
  },
  Post: {
    // A field configuration object: the server calls its `resolve`.
    related: {
      resolve: (parent: { id: string }, args: { tag: string }) =>
        // ruleid: js-sqli-tainted-query
        prisma.$queryRawUnsafe(`SELECT id, title FROM posts WHERE tag = '${args.tag}' AND id <> $1`, parent.id),
    },
  },
};

// Maps merged with spreads in another object still reach the server.
export const server = new ApolloServer({ typeDefs, resolvers: { Query: { ...postResolvers.Query }, Post: postResolvers.Post } });

export const schema = makeExecutableSchema({
  typeDefs: 'type Query { byAuthor(name: String!): [Post!]! }',
  resolvers: {
    Query: {
      byAuthor: async (_parent: unknown, args: { name: string }) => {
        // ruleid: js-sqli-tainted-query
        return prisma.$executeRawUnsafe("SELECT id FROM posts WHERE author = '" + args.name + "'");
      },
    },
  },
});
