import os
import asana
import contentful_management
import dropbox
import okta.client
import pinecone

asana_client = asana.Client.access_token("2/2661648197385518/3043189532170683:7bffa24267f34c203ef1c6c37511f625")
cma = contentful_management.Client("CFPAT-_lmzkYe4-EcyaDwi5x8Oe1q8GHqnVLU77vULHfQXJN5")
dbx = dropbox.Dropbox("sl.B2-cwwDJGWvGBIvrdZI51hnR4HBJmiaBSsf4Uvz0eIdHU23AGps1Q4buQJDkuOtPg4lI1xPbQposLUMFLGYGBKywc4XxvTUH6QzAxWeiZRXEsUATpLr0wt83EdiRVqHQqxArWNl")
okta_client = okta.client.Client({"orgUrl": "https://yarrow.okta.com", "token": "00aqX6-Ts2N-n2kHexySjjYHlFzOoi6a0Y5UFRt6ws"})
pc = pinecone.Pinecone(api_key=os.environ["PINECONE_API_KEY"])
