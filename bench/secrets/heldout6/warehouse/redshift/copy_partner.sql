copy raw.partner_orders
from 's3://partner-drop/exports/orders/'
credentials 'aws_access_key_id=ASIAZPRG3XP3EO4U2KJV;aws_secret_access_key=SVv4rzNpdByi/MRKR1vikV+R2zCpvgBkChPwaFXq'
format as parquet;

copy raw.partner_returns
from 's3://partner-drop/exports/returns/'
iam_role 'arn:aws:iam::407779822248:role/redshift-copy'
format as parquet;
