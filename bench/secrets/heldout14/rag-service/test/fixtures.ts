export const FAKE_OPENAI_KEY = "sk-fake-key-for-tests";
export const FAKE_PINECONE_KEY = "00000000-0000-0000-0000-000000000000";
export const SAMPLE_EMBEDDING_ID = "98fc8454-5870-4717-8e7a-f5b8aea597eb";
export const SAMPLE_DOC_HASH = "4f35ec8e58ede62e045dbdc72b7a6c666f1d12f4833ddbbe0bd8d3330b7c490f";
