import os

import cohere
from anthropic import Anthropic
from pinecone import Pinecone

anthropic_client = Anthropic(api_key="sk-ant-api03-1EEcrleWx001WnpqLHxShNTmWFVRJqUMWOwoIQnWcOBKDVKF3cEjU3dJoyy1w0ulvWONtG8XjJxNVgTip0xMHZqQ2SIfcAA")
cohere_client = cohere.ClientV2(api_key=os.environ["COHERE_API_KEY"])
pinecone_client = Pinecone(api_key="pcsk_aFCYJa_ozyWbGvfsQUgWe4YjWFMpr4xxN16TNRj1jjNKjTqVB0rSquzL8ymzIpDKkiS8rT")
