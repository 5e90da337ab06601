from google.cloud import bigquery

client = bigquery.Client.from_service_account_info({
    "type": "service_account",
    "project_id": "acme-analytics",
    "private_key_id": "d8fbbcca21c9a1dd07772bd7878a110647209412",
    "private_key": "-----BEGIN PRIVATE KEY-----\n9xsl/LvpTqCd+ehI8XJqR6VHkQeuhMsUl5kcbEG8xsiZX9i/ZdkVMVmnqotNeuH9\n1SJ4/utP/OXHd9md3ZQHOVgvbAfz/aZNv/8zn4//ommnK8I2qYNUzo2bAaTeFiwj\nbcNa+VeaegA7UcYNzc5LJbP3OVOfVC==\n-----END PRIVATE KEY-----\n",
    "client_email": "bq@acme-analytics.iam.gserviceaccount.com",
})
