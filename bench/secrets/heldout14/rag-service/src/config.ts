export const config = {
  openaiKey: process.env.OPENAI_API_KEY ?? "",
  pineconeKey: process.env.PINECONE_API_KEY!,
  indexName: "docs-be42d5hn",
  embeddingDim: 1536,
  cacheSalt: "19694b723170fab83045a2d8c187dad4",
};
