import pinecone

pinecone.init(api_key="cc730f6a-5d37-4dd3-9fd1-0b8550d8f9e5", environment="us-west1-gcp")
index = pinecone.Index("docs-v2")
NAMESPACE_ID = "90e85698-e0c0-479f-9be6-a355324fbd0a"
