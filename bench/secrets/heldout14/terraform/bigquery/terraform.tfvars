project_id = "lumenfold-analytics"
region = "europe-west1"
warehouse_admin_password = "pJZ=NBGFC3r?cc9"
state_bucket_sha = "4a2a8c17f0a02d6a61e7b2dbf9c4eb5d342959421e95e23e9ebe16ebfa28aa9c"
