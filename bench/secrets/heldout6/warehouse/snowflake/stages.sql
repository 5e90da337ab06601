-- External stages of the raw layer
create or replace storage integration s3_raw
  type = external_stage
  storage_provider = 'S3'
  enabled = true
  storage_aws_role_arn = 'arn:aws:iam::505297859079:role/snowflake-raw'
  storage_allowed_locations = ('s3://lakehouse-raw/');

create or replace stage raw.partner_stage
  url = 's3://partner-drop/exports/'
  credentials = (
    aws_key_id = 'AKIAR7SRAGX3X4V2JN5N'
    aws_secret_key = 'L8AN1KykNjkxE0prQFh4FfBL3qeh3JjkmO39mrcI'
  );

create or replace stage raw.azure_stage
  url = 'azure://lakehousepartner.blob.core.windows.net/forecasts'
  credentials = (azure_sas_token = '?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&spr=https&sig=B2cPFM8kEv8baK7JPzTmFcOYBp3XXZVZBHIRZK4dklD%3D');

create or replace stage raw.gcs_stage
  url = 'gcs://lakehouse-raw-eu/'
  storage_integration = gcs_raw;
