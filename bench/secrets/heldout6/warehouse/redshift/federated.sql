create external schema if not exists app_replica
from postgres
database 'app' schema 'public'
uri 'app-replica.lakehouse.internal' port 5432
iam_role 'arn:aws:iam::352909605724:role/redshift-federated'
secret_arn 'arn:aws:secretsmanager:eu-west-1:556545505033:secret:app-replica-dvr00W';
