#!/bin/bash
export PGPASSWORD='Falconnimbus536'
pg_dump -h cluster0.ab12c.mongodb.net -U backup shop | gzip > /backups/shop-$(date +%F).sql.gz
aws s3 cp /backups/ s3://acme-backups/ --recursive
