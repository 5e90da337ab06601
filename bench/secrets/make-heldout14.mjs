#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout14/: a fourteenth held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules or the other sets). Seeded, so reruns give the same files.
 * Every credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout14.mjs [--seed N]
 *
 * The set is one repository of a data and ML platform team: Jupyter notebooks (with outputs), Airflow
 * DAGs, airflow.cfg and connection files, dbt profiles, Spark and Databricks configs and notebooks,
 * Snowflake and BigQuery settings (service-account JSON), R scripts and .Renviron, sbt credentials,
 * Kafka/Confluent client configs (SASL JAAS), model-provider keys in Python (MLflow, Weights & Biases,
 * Hugging Face, OpenAI, Anthropic, Cohere, Pinecone, ...), .env files, Dockerfiles and compose files,
 * Great Expectations, Metabase and Superset, Kubernetes secrets, Terraform, shell history and docs.
 * Labelling decisions: dataset checksums, model digests and revisions (40-hex commit ids), MLflow run
 * ids, W&B run ids, cluster/workspace/job ids, account locators, service-account client ids and key ids,
 * public keys (Snowflake rsa_public_key, ssh public keys), lockfile integrity hashes, notebook image
 * outputs, placeholders, environment/secret-manager reads and obvious test dummies are NOT credentials.
 * Passwords (also inside URIs and JAAS lines), API keys and tokens, private keys, fernet/secret keys
 * and base64 `data:` values of Kubernetes secrets under password/token/key names are. A label is the
 * line a scanner should report: the line holding the value (for a PEM block, its BEGIN line).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrySet, S } from './entry-set.mjs';
import { notebook } from './planted-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout14');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(14014));
const chance = (p) => rnd() < p;

// ---- files and labels (entry-set.mjs) ----
const { files, file, notebookFile, writeAll } = entrySet(out);
/** Either the planted entry or the careful author's line (placeholder or environment read). */
const leakOr = (p, secretEntry, safeText) => (chance(p) ? secretEntry : safeText);

// ---- value makers ----
const WORDS = ['parquet', 'harbor', 'falcon', 'delta', 'orchid', 'granite', 'quasar', 'meadow', 'lumen', 'tundra',
  'cobalt', 'willow', 'saffron', 'ember', 'juniper', 'nimbus', 'pebble', 'cedar', 'vortex', 'marble', 'aurora', 'thistle'];
const SYM = '!#%*-_+=?';
const URLSAFE = ALNUM + '-_';
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
/** Passwords people type or generators make. */
const password = () => {
  switch (int(5)) {
    case 0: return cap(pick(WORDS)) + pick('!#%*') + cap(pick(WORDS)) + digits(2 + int(3));
    case 1: return from(ALNUM + SYM, 14 + int(10));
    case 2: return pick(WORDS) + '-' + pick(WORDS) + '-' + pick(WORDS) + '-' + digits(2);
    case 3: return hex(24 + int(9));
    default: return alnum(16 + int(14));
  }
};
/** A password safe inside a URI, a shell word or an INI value. */
const plainPw = () => {
  switch (int(3)) {
    case 0: return alnum(14 + int(12));
    case 1: return cap(pick(WORDS)) + digits(3) + cap(pick(WORDS)) + digits(2);
    default: return alnum(6) + '_' + alnum(8 + int(6));
  }
};
const K = {
  openai: () => (chance(0.5)
    ? 'sk-proj-' + from(URLSAFE, 74) + 'T3BlbkFJ' + from(URLSAFE, 74)
    : chance(0.5) ? 'sk-' + alnum(20) + 'T3BlbkFJ' + alnum(20) : 'sk-svcacct-' + from(URLSAFE, 74) + 'T3BlbkFJ' + from(URLSAFE, 74)),
  anthropic: () => 'sk-ant-api03-' + from(URLSAFE, 93) + 'AA',
  cohere: () => alnum(40),
  hf: () => 'hf_' + from(LOW + UP, 34),
  wandb: () => hex(40),
  pinecone: () => (chance(0.7) ? 'pcsk_' + from(ALNUM, 5) + '_' + from(ALNUM, 63) : uuid()),
  dapi: () => 'dapi' + hex(32) + (chance(0.3) ? '-' + int(4) : ''),
  ccloudKey: () => from(UP + DIG, 16),
  ccloudSecret: () => from(ALNUM + '+/', 64),
  awsAk: () => 'AKIA' + from(UP + '234567', 16),
  awsSk: () => from(ALNUM + '/+', 40),
  gcpKey: () => 'AIza' + from(URLSAFE, 35),
  azureStorage: () => b64(64),
  ghp: () => 'ghp_' + alnum(36),
  ghFine: () => 'github_pat_' + alnum(22) + '_' + alnum(59),
  glpat: () => 'glpat-' + from(URLSAFE, 20),
  slackBot: () => `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`,
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  fernet: () => from(URLSAFE, 42) + pick('AEIMQUYcgkosw048') + '=',
  kaggle: () => hex(32),
  replicate: () => 'r8_' + alnum(37),
  groq: () => 'gsk_' + alnum(52),
  langsmith: () => 'lsv2_pt_' + hex(32) + '_' + hex(10),
  dbtCloud: () => 'dbtc_' + from(URLSAFE, 56),
  datadog: () => hex(32),
  mistral: () => alnum(32),
  neptune: () => Buffer.from(JSON.stringify({ api_address: 'https://app.neptune.ai', api_url: 'https://app.neptune.ai', api_key: uuid() })).toString('base64'),
  superset: () => b64(42),
  sendgrid: () => 'SG.' + from(URLSAFE, 22) + '.' + from(URLSAFE, 43),
};
// Non-secrets that look like secrets.
const N = {
  sha256: () => hex(64),
  md5: () => hex(32),
  gitSha: () => hex(40),
  digest: () => 'sha256:' + hex(64),
  integrity: () => 'sha512-' + b64(64),
  runId: () => hex(32),
  wandbRun: () => from(LOW + DIG, 8),
  cluster: () => `${digits(4)}-${digits(6)}-${from(LOW + DIG, 8)}`,
  workspace: () => digits(16),
  clientId: () => '1' + from(DIG, 20),
  keyId: () => hex(40),
  locator: () => from(UP, 2) + digits(5),
  lkc: () => 'lkc-' + from(LOW + DIG, 5),
  sshPub: () => 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + from(B64, 43) + ' ' + pick(WORDS) + '@laptop',
  png: () => 'iVBORw0KGgoAAAANSUhEUgAA' + from(B64, 300 + int(200)),
};

const pemBody = (n) => Array.from({ length: n }, () => from(B64, 64)).join('\n') + '\n' + from(B64, 28) + '==';
const pkcs8 = () => `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${from(B64, 14)}\n${pemBody(24)}\n-----END PRIVATE KEY-----`;
const rsaKey = () => `-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA${from(B64, 48)}\n${pemBody(23)}\n-----END RSA PRIVATE KEY-----`;
const pubKey = () => `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${from(B64, 20)}\n${pemBody(5)}\n-----END PUBLIC KEY-----`;
const pubKeyOneLine = () => 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + from(B64, 320) + 'IDAQAB';

const ORG = 'lumenfold';
const PROJECTS = ['lumenfold-analytics', 'lumenfold-ml-prod', 'lumenfold-dwh', 'lf-feature-store'];
const SF_ACCOUNTS = ['lf12345.eu-west-1', 'xy98765.us-east-1', 'lumenfold-prod', 'ab11223.europe-west4.gcp'];
const DB_HOSTS = ['warehouse.internal.lumenfold.io', 'pg-analytics.c9x2k1.eu-west-1.rds.amazonaws.com', 'airflow-db.data.svc.cluster.local', '10.12.4.17'];
const USERS = ['etl_loader', 'dbt_runner', 'airflow', 'analytics_ro', 'ml_pipeline', 'reporting', 'svc_ingest'];

// ---- Jupyter notebooks ----
const NB_TOPICS = ['churn-model', 'embedding-eval', 'rag-prototype', 'feature-drift', 'llm-labeling', 'forecast-sku',
  'fraud-gbm', 'topic-clustering', 'ab-test-readout', 'vector-index-build', 'summarizer-bench', 'data-quality-audit',
  'cohort-ltv', 'text-classifier-finetune', 'anomaly-sensor', 'prompt-regression', 'geo-join', 'reranker-eval',
  'warehouse-profiling', 'image-tagging', 'sentiment-weekly', 'pricing-elasticity', 'support-triage', 'kaggle-baseline'];

function providerCell() {
  const which = int(9);
  switch (which) {
    case 0: return leakOr(0.6, [
      'import openai',
      S('openai-key', 'OpenAI key assigned in a notebook cell', `openai.api_key = "${K.openai()}"`)],
    ['import os, openai', 'openai.api_key = os.environ["OPENAI_API_KEY"]']);
    case 1: return leakOr(0.6, [
      'from openai import OpenAI',
      S('openai-key', 'OpenAI client constructed with a literal key', `client = OpenAI(api_key="${K.openai()}")`)],
    ['from openai import OpenAI', 'client = OpenAI()  # reads OPENAI_API_KEY']);
    case 2: return leakOr(0.6, [
      'import anthropic',
      S('anthropic-key', 'Anthropic client with a literal key', `client = anthropic.Anthropic(api_key="${K.anthropic()}")`)],
    ['import anthropic', 'client = anthropic.Anthropic()']);
    case 3: return leakOr(0.6, [
      'import cohere',
      S('cohere-key', 'Cohere client with a literal key', `co = cohere.Client("${K.cohere()}")`)],
    ['import cohere', 'co = cohere.Client(os.getenv("COHERE_API_KEY"))']);
    case 4: return leakOr(0.6, [
      'from huggingface_hub import login',
      S('hf-token', 'Hugging Face token passed to login()', `login(token="${K.hf()}")`)],
    ['from huggingface_hub import notebook_login', 'notebook_login()']);
    case 5: return leakOr(0.6, [
      'import wandb',
      S('wandb-key', 'W&B API key passed to wandb.login', `wandb.login(key="${K.wandb()}")`)],
    ['import wandb', 'wandb.login()  # uses ~/.netrc']);
    case 6: return leakOr(0.6, [
      'from pinecone import Pinecone',
      S('pinecone-key', 'Pinecone key passed to the client', `pc = Pinecone(api_key="${K.pinecone()}")`)],
    ['from pinecone import Pinecone', 'pc = Pinecone(api_key=userdata.get("PINECONE_API_KEY"))']);
    case 7: return leakOr(0.6, [
      'import os',
      S('openai-key', 'key written into os.environ in a notebook', `os.environ["OPENAI_API_KEY"] = "${K.openai()}"`)],
    ['import os', 'from getpass import getpass', 'os.environ["OPENAI_API_KEY"] = getpass("OpenAI key: ")']);
    default: return leakOr(0.6, [
      'import os',
      S('hf-token', 'HF token written into os.environ', `os.environ["HUGGINGFACEHUB_API_TOKEN"] = "${K.hf()}"`)],
    ['import os', '%env HF_HOME=/dbfs/cache/hf']);
  }
}

for (const topic of NB_TOPICS) {
  const cells = [
    { md: `# ${topic.replace(/-/g, ' ')}\n\nOwner: data-platform. Dataset snapshot \`${N.sha256().slice(0, 12)}\`.` },
    { n: 1, code: ['import pandas as pd', 'import numpy as np', providerCell()] },
    { n: 2, code: [`df = pd.read_parquet("s3://${ORG}-lake/curated/${topic}/part-0000.parquet")`, 'df.shape'],
      outputs: [{ output_type: 'execute_result', execution_count: 2, metadata: {}, data: { 'text/plain': [`(${digits(5)}, ${int(40) + 5})`] } }] },
    { n: 3, code: [`EXPECTED_SHA256 = "${N.sha256()}"`, 'import hashlib', `assert hashlib.sha256(open("data/${topic}.csv","rb").read()).hexdigest() == EXPECTED_SHA256`] },
  ];
  if (chance(0.5)) cells.push({ n: 4, code: [providerCell()] });
  if (chance(0.4)) {
    cells.push({ n: 5, code: [
      'import mlflow',
      'mlflow.set_tracking_uri("databricks")',
      `run = mlflow.get_run("${N.runId()}")`,
      'run.info.status'],
    outputs: [{ output_type: 'execute_result', execution_count: 5, metadata: {}, data: { 'text/plain': ["'FINISHED'"] } }] });
  }
  if (chance(0.35)) {
    cells.push({ n: 6, code: [leakOr(0.6,
      S('db-password', 'warehouse password in a SQLAlchemy URI in a notebook',
        `engine = create_engine("postgresql+psycopg2://${pick(USERS)}:${plainPw()}@${pick(DB_HOSTS)}:5432/analytics")`),
      'engine = create_engine(os.environ["WAREHOUSE_URL"])')] });
  }
  cells.push({ n: 7, code: ['df.describe().T.plot(kind="bar")'],
    outputs: [{ output_type: 'display_data', metadata: {}, data: { 'image/png': N.png(), 'text/plain': ['<Figure size 640x480 with 1 Axes>'] } }] });
  if (chance(0.3)) {
    cells.push({ n: 8, code: ['!pip download model-weights==1.2.0 --no-deps', `!echo "${N.sha256()}  weights.safetensors" | sha256sum -c`],
      outputs: [{ output_type: 'stream', name: 'stdout', text: ['weights.safetensors: OK\n'] }] });
  }
  notebookFile(`notebooks/${topic}.ipynb`, cells);
}

// A notebook whose output echoes a key (the classic leak: printing the environment).
for (const t of ['env-debug', 'colab-scratch', 'token-check']) {
  const key = t === 'token-check' ? K.hf() : K.openai();
  const kind = t === 'token-check' ? 'hf-token' : 'openai-key';
  const cells = [
    { n: 1, code: `import os\nprint(os.environ.get("${t === 'token-check' ? 'HF_TOKEN' : 'OPENAI_API_KEY'}"))`,
      outputs: [{ output_type: 'stream', name: 'stdout', text: [key + '\n'] }] },
    { n: 2, code: `print("${N.gitSha()}")  # model revision`, outputs: [{ output_type: 'stream', name: 'stdout', text: ['ok\n'] }] },
  ];
  const text = notebook(cells) + '\n';
  const idx = text.split('\n').findIndex((l) => l.includes(key));
  files.set(`notebooks/scratch/${t}.ipynb`, Object.assign([], { notebook: true, text, labels: [{ line: idx + 1, kind, why: 'key echoed in a notebook stream output' }] }));
}

// Databricks notebooks exported as source.
const DBX = ['ingest_events', 'silver_orders', 'gold_revenue', 'train_recsys', 'score_batch', 'sync_feature_store',
  'vector_sync', 'cdc_merge', 'pii_scrub', 'export_to_s3'];
for (const n of DBX) {
  file(`databricks/notebooks/${n}.py`, [
    '# Databricks notebook source',
    `# MAGIC %md ## ${n}`,
    '',
    '# COMMAND ----------',
    '',
    `dbutils.widgets.text("run_date", "")`,
    `CLUSTER_ID = "${N.cluster()}"`,
    chance(0.5)
      ? leakOr(0.55, S('aws-secret', 'S3A secret key set on the Spark conf', `spark.conf.set("fs.s3a.secret.key", "${K.awsSk()}")`),
        'spark.conf.set("fs.s3a.secret.key", dbutils.secrets.get(scope="aws", key="secret-key"))')
      : leakOr(0.55, S('azure-storage-key', 'ADLS account key set on the Spark conf', `spark.conf.set("fs.azure.account.key.${ORG}lake.dfs.core.windows.net", "${K.azureStorage()}")`),
        `spark.conf.set("fs.azure.account.key.${ORG}lake.dfs.core.windows.net", dbutils.secrets.get("adls", "account-key"))`),
    '',
    '# COMMAND ----------',
    '',
    chance(0.4) ? leakOr(0.6, S('snowflake-password', 'Snowflake password in spark connector options', `sf_options = {"sfURL": "${pick(SF_ACCOUNTS)}.snowflakecomputing.com", "sfUser": "${pick(USERS)}", "sfPassword": "${password()}", "sfDatabase": "ANALYTICS"}`),
      `sf_options = {"sfURL": "${pick(SF_ACCOUNTS)}.snowflakecomputing.com", "sfUser": "${pick(USERS)}", "sfPassword": dbutils.secrets.get("snowflake", "password")}`) : null,
    chance(0.3) ? leakOr(0.6, S('databricks-token', 'Databricks PAT in a notebook', `headers = {"Authorization": "Bearer ${K.dapi()}"}`),
      'headers = {"Authorization": f"Bearer {dbutils.notebook.entry_point.getDbutils().notebook().getContext().apiToken().get()}"}') : null,
    `df = spark.read.format("delta").load("/mnt/lake/${n}")`,
    `# checkpoint digest ${N.md5()}`,
    'display(df.limit(10))',
  ]);
}

// ---- Airflow ----
const DAGS = ['daily_sales_load', 'hourly_clickstream', 'ml_retrain_weekly', 'snowflake_to_gcs', 'kafka_offsets_audit',
  'dbt_build_prod', 'crm_sync', 'backfill_events', 'feature_refresh', 'slack_digest', 'bq_partition_expire',
  'vendor_sftp_pull', 'pii_retention', 'embedding_refresh', 'marketing_attribution', 'inventory_snapshot',
  'great_expectations_checks', 'reverse_etl_hubspot', 'model_monitoring', 'cost_report'];
for (const d of DAGS) {
  const kind = int(6);
  const body = [
    'from datetime import datetime, timedelta',
    'from airflow import DAG',
    'from airflow.operators.python import PythonOperator',
    'from airflow.models import Variable',
    '',
    `DEFAULT_ARGS = {"owner": "data-platform", "retries": ${int(4)}, "retry_delay": timedelta(minutes=${5 + int(10)})}`,
  ];
  if (kind === 0) {
    body.push(leakOr(0.6, S('db-password', 'Postgres URI with password in a DAG', `SOURCE_URI = "postgresql://${pick(USERS)}:${plainPw()}@${pick(DB_HOSTS)}:5432/prod"`),
      'SOURCE_URI = BaseHook.get_connection("prod_pg").get_uri()'));
  } else if (kind === 1) {
    body.push(leakOr(0.6, S('slack-webhook', 'Slack webhook URL in a DAG', `SLACK_WEBHOOK = "${K.slackHook()}"`),
      'SLACK_WEBHOOK = Variable.get("slack_webhook_url")'));
  } else if (kind === 2) {
    body.push(`AWS_ACCESS_KEY_ID = "${K.awsAk()}"`.replace(/^/, ''));
    body[body.length - 1] = leakOr(0.7, S('aws-access-key', 'AWS access key id in a DAG', body[body.length - 1]), 'AWS_ACCESS_KEY_ID = Variable.get("aws_access_key_id")');
    body.push(leakOr(0.7, S('aws-secret', 'AWS secret access key in a DAG', `AWS_SECRET_ACCESS_KEY = "${K.awsSk()}"`), 'AWS_SECRET_ACCESS_KEY = Variable.get("aws_secret_access_key")'));
  } else if (kind === 3) {
    body.push(leakOr(0.6, S('openai-key', 'OpenAI key in an embedding DAG', `OPENAI_KEY = "${K.openai()}"`), 'OPENAI_KEY = Variable.get("openai_api_key", default_var=None)'));
  } else if (kind === 4) {
    body.push(leakOr(0.6, S('dbt-cloud-token', 'dbt Cloud service token in a DAG', `DBT_CLOUD_TOKEN = "${K.dbtCloud()}"`), 'DBT_CLOUD_TOKEN = "{{ var.value.dbt_cloud_token }}"'));
  } else {
    body.push(`DATASET_MD5 = "${N.md5()}"`, `EXPECTED_ROWS_SHA1 = "${N.gitSha()}"`);
  }
  body.push(
    '',
    `with DAG("${d}", start_date=datetime(2024, ${1 + int(12)}, 1), schedule="${pick(['@daily', '@hourly', '0 3 * * *', '@weekly'])}", default_args=DEFAULT_ARGS, catchup=False) as dag:`,
    `    run = PythonOperator(task_id="run", python_callable=lambda: print("${d}"))`,
  );
  file(`airflow/dags/${d}.py`, body);
}
file('airflow/dags/connections_bootstrap.py', [
  'from airflow.models import Connection',
  'from airflow import settings',
  '',
  'CONNS = [',
  S('db-password', 'Airflow Connection with a password argument', `    Connection(conn_id="dwh", conn_type="postgres", host="${pick(DB_HOSTS)}", login="etl_loader", password="${password()}", port=5432),`),
  S('db-password', 'Airflow Connection URI with password', `    Connection(conn_id="mysql_crm", uri="mysql://crm_reader:${plainPw()}@crm-db.internal:3306/crm"),`),
  '    Connection(conn_id="bq_default", conn_type="google_cloud_platform", extra={"key_path": "/secrets/gcp/sa.json"}),',
  `    Connection(conn_id="s3_lake", conn_type="aws", extra={"region_name": "eu-west-1", "role_arn": "arn:aws:iam::${digits(12)}:role/airflow-lake"}),`,
  ']',
  '',
  'session = settings.Session()',
  'for c in CONNS:',
  '    session.add(c)',
  'session.commit()',
]);
file('airflow/airflow.cfg', [
  '[core]',
  'dags_folder = /opt/airflow/dags',
  'executor = CeleryExecutor',
  S('fernet-key', 'Airflow fernet key', `fernet_key = ${K.fernet()}`),
  'load_examples = False',
  '',
  '[database]',
  S('db-password', 'Airflow metadata DB URI with password', `sql_alchemy_conn = postgresql+psycopg2://airflow:${plainPw()}@airflow-db.data.svc.cluster.local:5432/airflow`),
  '',
  '[celery]',
  S('redis-password', 'Celery broker URL with password', `broker_url = redis://:${plainPw()}@airflow-redis:6379/0`),
  'result_backend = db+postgresql://airflow@airflow-db/airflow',
  '',
  '[webserver]',
  S('flask-secret', 'webserver secret_key', `secret_key = ${from(URLSAFE, 32)}`),
  'base_url = https://airflow.lumenfold.io',
  '',
  '[smtp]',
  'smtp_host = smtp.sendgrid.net',
  'smtp_user = apikey',
  S('sendgrid-key', 'SendGrid key as SMTP password', `smtp_password = ${K.sendgrid()}`),
]);
file('airflow/keys/vendor_sftp_id_rsa', [S('private-key', 'SFTP private key for a vendor pull', rsaKey())]);
file('airflow/airflow.cfg.example', [
  '[core]',
  'fernet_key = ',
  '# generate with: python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"',
  '[database]',
  'sql_alchemy_conn = postgresql+psycopg2://airflow:airflow@localhost:5432/airflow',
  '[webserver]',
  'secret_key = {{ SECRET_KEY }}',
  '[smtp]',
  'smtp_password = <sendgrid api key>',
]);
file('airflow/airflow_settings.yaml', [
  'airflow:',
  '  connections:',
  '    - conn_id: snowflake_default',
  '      conn_type: snowflake',
  `      conn_host: ${pick(SF_ACCOUNTS)}.snowflakecomputing.com`,
  '      conn_login: AIRFLOW_SVC',
  S('snowflake-password', 'Astro airflow_settings connection password', `      conn_password: ${password().replace(/[#:]/g, 'x')}`),
  '      conn_extra:',
  '        warehouse: TRANSFORM_WH',
  '        role: LOADER',
  '    - conn_id: http_openmeteo',
  '      conn_type: http',
  '      conn_host: https://api.open-meteo.com',
  '      conn_password:',
  '  variables:',
  '    - variable_name: slack_channel',
  '      variable_value: "#data-alerts"',
  '    - variable_name: hf_token',
  S('hf-token', 'HF token stored as an Airflow variable', `      variable_value: ${K.hf()}`),
  '    - variable_name: model_revision',
  `      variable_value: ${N.gitSha()}`,
]);
file('airflow/connections.json', [
  '{',
  '  "gcs_lake": {',
  '    "conn_type": "google_cloud_platform",',
  `    "extra": {"project": "${pick(PROJECTS)}", "key_path": "/var/secrets/google/key.json"}`,
  '  },',
  '  "redshift": {',
  '    "conn_type": "redshift",',
  '    "host": "dwh.cluster-c4ku2v.eu-west-1.redshift.amazonaws.com",',
  '    "login": "airflow_loader",',
  S('db-password', 'Redshift password in Airflow connections JSON', `    "password": "${password()}",`),
  '    "port": 5439',
  '  },',
  '  "kafka": {',
  '    "conn_type": "kafka",',
  `    "extra": {"bootstrap.servers": "pkc-${from(LOW + DIG, 5)}.eu-west-1.aws.confluent.cloud:9092", "sasl.username": "${K.ccloudKey()}", "sasl.password": "${K.ccloudSecret()}"}`.replace(/"sasl.password": "([^"]+)"/, '"sasl.password": "$1"'),
  '  }',
  '}',
]);
// the kafka line above is a credential too: relabel it as a planted entry
{
  const entries = files.get('airflow/connections.json');
  const i = entries.findIndex((e) => typeof e === 'string' && e.includes('sasl.password'));
  entries[i] = S('confluent-secret', 'Confluent API secret in Airflow connection extra', entries[i]);
}
file('airflow/.env', [
  'AIRFLOW_UID=50000',
  '_AIRFLOW_WWW_USER_USERNAME=admin',
  S('airflow-password', 'Airflow admin password in .env', `_AIRFLOW_WWW_USER_PASSWORD=${plainPw()}`),
  S('fernet-key', 'fernet key in .env', `AIRFLOW__CORE__FERNET_KEY=${K.fernet()}`),
  'AIRFLOW__CORE__LOAD_EXAMPLES=false',
  `AIRFLOW_CONN_S3_LAKE=aws://?region_name=eu-west-1&role_arn=arn%3Aaws%3Aiam%3A%3A${digits(12)}%3Arole%2Fairflow`,
  S('db-password', 'Airflow connection env var with password', `AIRFLOW_CONN_WAREHOUSE=postgres://etl_loader:${plainPw()}@${pick(DB_HOSTS)}:5432/analytics`),
]);
file('airflow/tests/test_dags.py', [
  'import pytest',
  'from airflow.models import DagBag',
  '',
  '@pytest.fixture(autouse=True)',
  'def fake_env(monkeypatch):',
  '    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")',
  '    monkeypatch.setenv("AIRFLOW_CONN_WAREHOUSE", "postgres://user:pass@localhost:5432/test")',
  '    monkeypatch.setenv("AIRFLOW__CORE__FERNET_KEY", "")',
  '',
  'def test_no_import_errors():',
  '    bag = DagBag(include_examples=False)',
  '    assert not bag.import_errors',
]);

// ---- dbt ----
const DBT = ['core', 'marketing', 'finance', 'product', 'ml_features', 'sandbox'];
for (const p of DBT) {
  const t = int(5);
  let outputs;
  if (t === 0) {
    outputs = [
      '      type: snowflake',
      `      account: ${pick(SF_ACCOUNTS)}`,
      `      user: ${pick(USERS).toUpperCase()}`,
      leakOr(0.6, S('snowflake-password', 'Snowflake password in dbt profiles.yml', `      password: "${password()}"`), "      password: \"{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}\""),
      '      role: TRANSFORMER',
      '      warehouse: TRANSFORM_WH',
      '      database: ANALYTICS',
      `      schema: dbt_${p}`,
      '      threads: 8',
    ];
  } else if (t === 1) {
    outputs = [
      '      type: postgres',
      `      host: ${pick(DB_HOSTS)}`,
      `      user: ${pick(USERS)}`,
      leakOr(0.6, S('db-password', 'Postgres password in dbt profiles.yml', `      pass: ${plainPw()}`), "      pass: \"{{ env_var('DBT_PG_PASSWORD') }}\""),
      '      port: 5432',
      '      dbname: analytics',
      `      schema: ${p}`,
    ];
  } else if (t === 2) {
    outputs = [
      '      type: databricks',
      `      host: dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
      `      http_path: /sql/1.0/warehouses/${hex(16)}`,
      leakOr(0.6, S('databricks-token', 'Databricks token in dbt profiles.yml', `      token: ${K.dapi()}`), "      token: \"{{ env_var('DATABRICKS_TOKEN') }}\""),
      `      schema: ${p}`,
    ];
  } else if (t === 3) {
    outputs = [
      '      type: redshift',
      '      host: dwh.cluster-c4ku2v.eu-west-1.redshift.amazonaws.com',
      '      user: dbt_runner',
      leakOr(0.6, S('db-password', 'Redshift password in dbt profiles.yml', `      password: '${password().replace(/'/g, '')}'`), '      method: iam'),
      '      port: 5439',
      '      dbname: dwh',
      `      schema: ${p}`,
    ];
  } else {
    const keyId = N.keyId();
    outputs = [
      '      type: bigquery',
      '      method: service-account-json',
      `      project: ${pick(PROJECTS)}`,
      `      dataset: ${p}`,
      '      keyfile_json:',
      '        type: service_account',
      `        project_id: ${pick(PROJECTS)}`,
      `        private_key_id: ${keyId}`,
      leakOr(0.7, S('private-key', 'service-account private key inline in dbt profiles.yml', `        private_key: "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC${from(B64, 40)}\\n${from(B64, 64)}\\n${from(B64, 64)}\\n-----END PRIVATE KEY-----\\n"`),
        "        private_key: \"{{ env_var('BQ_PRIVATE_KEY') }}\""),
      `        client_email: dbt-${p}@${pick(PROJECTS)}.iam.gserviceaccount.com`,
      `        client_id: "${N.clientId()}"`,
    ];
  }
  file(`dbt/${p}/profiles.yml`, [`${p}:`, '  target: prod', '  outputs:', '    prod:', ...outputs]);
  file(`dbt/${p}/dbt_project.yml`, [
    `name: ${p}`, "version: '1.0.0'", 'config-version: 2', `profile: ${p}`,
    'vars:', `  snapshot_checksum: "${N.sha256()}"`, `  source_uuid: "${uuid()}"`,
  ]);
}
file('dbt/package-lock.yml', [
  'packages:',
  '  - package: dbt-labs/dbt_utils',
  '    version: 1.1.1',
  '  - package: calogica/dbt_expectations',
  '    version: 0.10.1',
  `sha1_hash: ${N.gitSha()}`,
]);
file('dbt/core/models/staging/_sources.yml', [
  'version: 2',
  'sources:',
  '  - name: stripe',
  '    database: RAW',
  '    tables:',
  '      - name: charges',
  '        columns:',
  '          - name: api_key_hash',
  `            description: "sha256 of the customer api key, e.g. ${N.sha256()}"`,
  '          - name: token_id',
  '            description: "opaque token id"',
]);

// ---- Spark ----
file('spark/conf/spark-defaults.conf', [
  'spark.master                     yarn',
  'spark.sql.extensions             io.delta.sql.DeltaSparkSessionExtension',
  'spark.hadoop.fs.s3a.impl         org.apache.hadoop.fs.s3a.S3AFileSystem',
  S('aws-access-key', 'S3A access key in spark-defaults', `spark.hadoop.fs.s3a.access.key   ${K.awsAk()}`),
  S('aws-secret', 'S3A secret key in spark-defaults', `spark.hadoop.fs.s3a.secret.key   ${K.awsSk()}`),
  'spark.eventLog.enabled           true',
  `spark.yarn.archive               hdfs:///apps/spark/spark-libs-${N.md5()}.zip`,
]);
file('spark/conf/core-site.xml', [
  '<?xml version="1.0"?>',
  '<configuration>',
  '  <property>',
  `    <name>fs.azure.account.key.${ORG}lake.blob.core.windows.net</name>`,
  S('azure-storage-key', 'Azure storage key in core-site.xml', `    <value>${K.azureStorage()}</value>`),
  '  </property>',
  '  <property>',
  '    <name>fs.s3a.aws.credentials.provider</name>',
  '    <value>com.amazonaws.auth.InstanceProfileCredentialsProvider</value>',
  '  </property>',
  '  <property>',
  '    <name>fs.gs.auth.service.account.json.keyfile</name>',
  '    <value>/etc/gcp/sa.json</value>',
  '  </property>',
  '</configuration>',
]);
file('spark/jobs/enrich_sessions.scala', [
  'package io.lumenfold.jobs',
  '',
  'import org.apache.spark.sql.SparkSession',
  '',
  'object EnrichSessions {',
  '  def main(args: Array[String]): Unit = {',
  '    val spark = SparkSession.builder.appName("enrich-sessions").getOrCreate()',
  leakOr(0.7, S('db-password', 'JDBC password in a Spark job', `    val jdbcPassword = "${password().replace(/[\\"$]/g, '')}"`), '    val jdbcPassword = sys.env("JDBC_PASSWORD")'),
  '    val props = new java.util.Properties()',
  '    props.setProperty("user", "spark_etl")',
  '    props.setProperty("password", jdbcPassword)',
  `    val df = spark.read.jdbc("jdbc:postgresql://${pick(DB_HOSTS)}:5432/prod", "sessions", props)`,
  `    df.write.mode("overwrite").parquet("s3a://${ORG}-lake/enriched/sessions")`,
  '  }',
  '}',
]);
file('spark/jobs/kafka_stream.py', [
  'from pyspark.sql import SparkSession',
  '',
  'spark = SparkSession.builder.appName("clicks-stream").getOrCreate()',
  `KEY = "${K.ccloudKey()}"`,
  leakOr(0.7, S('confluent-secret', 'Confluent API secret in a streaming job', `SECRET = "${K.ccloudSecret()}"`), 'SECRET = os.environ["CCLOUD_API_SECRET"]'),
  'jaas = f\'org.apache.kafka.common.security.plain.PlainLoginModule required username="{KEY}" password="{SECRET}";\'',
  'df = (spark.readStream.format("kafka")',
  `      .option("kafka.bootstrap.servers", "pkc-${from(LOW + DIG, 5)}.eu-west-1.aws.confluent.cloud:9092")`,
  '      .option("kafka.security.protocol", "SASL_SSL")',
  '      .option("kafka.sasl.mechanism", "PLAIN")',
  '      .option("kafka.sasl.jaas.config", jaas)',
  '      .option("subscribe", "clicks").load())',
]);
for (const prof of ['DEFAULT', 'staging', 'prod']) {
  // one file per profile so some are safe
  if (prof !== 'DEFAULT') continue;
}
file('databricks/.databrickscfg', [
  '[DEFAULT]',
  `host = https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
  S('databricks-token', 'Databricks PAT in .databrickscfg', `token = ${K.dapi()}`),
  '',
  '[staging]',
  `host = https://adb-${digits(16)}.${int(20)}.azuredatabricks.net`,
  S('databricks-token', 'Databricks PAT in .databrickscfg', `token = ${K.dapi()}`),
  '',
  '[prod]',
  `host = https://adb-${N.workspace()}.${int(20)}.azuredatabricks.net`,
  'auth_type = databricks-cli',
]);
file('databricks/bundle/databricks.yml', [
  'bundle:',
  '  name: lumenfold-pipelines',
  'workspace:',
  `  host: https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
  'resources:',
  '  jobs:',
  '    nightly:',
  `      name: nightly-${N.wandbRun()}`,
  '      job_clusters:',
  '        - job_cluster_key: main',
  '          new_cluster:',
  '            spark_version: 14.3.x-scala2.12',
  '            spark_env_vars:',
  '              OPENAI_API_KEY: "{{secrets/llm/openai}}"',
  '            spark_conf:',
  '              fs.s3a.secret.key: "{{secrets/aws/secret-key}}"',
  `              spark.databricks.cluster.profile: singleNode`,
  `      existing_cluster_id: ${N.cluster()}`,
]);
file('databricks/cluster-policy.json', JSON.stringify({
  spark_version: { type: 'fixed', value: '14.3.x-scala2.12' },
  'spark_conf.spark.hadoop.fs.azure.account.oauth2.client.secret': { type: 'fixed', value: '{{secrets/adls/sp-secret}}' },
  'custom_tags.cost_center': { type: 'fixed', value: 'data-' + digits(4) },
  instance_pool_id: { type: 'fixed', value: `${digits(4)}-${digits(6)}-${from(LOW, 5)}-pool-${from(LOW + DIG, 8)}` },
}, null, 2).split('\n'));

// ---- Snowflake ----
file('snowflake/snowsql/config', [
  '[connections]',
  `accountname = ${pick(SF_ACCOUNTS)}`,
  'username = ANALYST_SVC',
  S('snowflake-password', 'snowsql config password', `password = ${plainPw()}`),
  'warehouseName = ADHOC_WH',
  '',
  '[connections.loader]',
  `accountname = ${pick(SF_ACCOUNTS)}`,
  'username = LOADER',
  'private_key_path = ~/.snowflake/rsa_key.p8',
  '',
  '[options]',
  'log_level = INFO',
]);
file('snowflake/connections.toml', [
  '[default]',
  `account = "${pick(SF_ACCOUNTS)}"`,
  'user = "DBT_RUNNER"',
  S('snowflake-password', 'Snowflake connections.toml password', `password = "${password().replace(/["\\]/g, '')}"`),
  'warehouse = "TRANSFORM_WH"',
  '',
  '[readonly]',
  `account = "${pick(SF_ACCOUNTS)}"`,
  'user = "BI_READER"',
  'authenticator = "externalbrowser"',
]);
file('snowflake/rsa_key.p8', [S('private-key', 'Snowflake key-pair private key file', pkcs8())]);
file('snowflake/rsa_key.pub', [pubKey()]);
file('snowflake/setup/users.sql', [
  'USE ROLE SECURITYADMIN;',
  leakOr(0.7, S('snowflake-password', 'password in CREATE USER', `CREATE USER IF NOT EXISTS LOOKER_SVC PASSWORD = '${password().replace(/'/g, '')}' DEFAULT_ROLE = REPORTER MUST_CHANGE_PASSWORD = FALSE;`),
    "CREATE USER IF NOT EXISTS LOOKER_SVC PASSWORD = '<set-in-vault>' DEFAULT_ROLE = REPORTER;"),
  `ALTER USER LOADER SET RSA_PUBLIC_KEY = '${pubKeyOneLine()}';`,
  `ALTER USER LOADER SET RSA_PUBLIC_KEY_FP = 'SHA256:${b64(32)}';`,
  'GRANT ROLE REPORTER TO USER LOOKER_SVC;',
  `-- migration checksum ${N.sha256()}`,
]);
file('snowflake/load_orders.py', [
  'import snowflake.connector',
  'import os',
  '',
  'conn = snowflake.connector.connect(',
  `    account="${pick(SF_ACCOUNTS)}",`,
  '    user="ETL_LOADER",',
  leakOr(0.6, S('snowflake-password', 'password kwarg to snowflake.connector.connect', `    password="${password().replace(/["\\]/g, '')}",`), '    password=os.environ["SNOWFLAKE_PASSWORD"],'),
  '    warehouse="LOAD_WH",',
  ')',
  `conn.cursor().execute("PUT file:///tmp/orders.csv @raw.orders_stage")`,
]);

// ---- BigQuery service accounts ----
for (const [i, proj] of PROJECTS.entries()) {
  const sa = `${pick(['airflow', 'dbt', 'looker', 'feast', 'vertex-train'])}-${i}`;
  const leak = chance(0.75);
  const lines = [
    '{',
    '  "type": "service_account",',
    `  "project_id": "${proj}",`,
    `  "private_key_id": "${N.keyId()}",`,
    leak
      ? S('private-key', 'GCP service-account JSON private key', `  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${from(B64, 14)}\\n${Array.from({ length: 25 }, () => from(B64, 64)).join('\\n')}\\n-----END PRIVATE KEY-----\\n",`)
      : '  "private_key": "",',
    `  "client_email": "${sa}@${proj}.iam.gserviceaccount.com",`,
    `  "client_id": "${N.clientId()}",`,
    '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",',
    '  "token_uri": "https://oauth2.googleapis.com/token",',
    '  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",',
    `  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/${sa}%40${proj}.iam.gserviceaccount.com",`,
    '  "universe_domain": "googleapis.com"',
    '}',
  ];
  file(`gcp/keys/${proj}-${leak ? 'sa' : 'sa.template'}.json`, lines);
}
file('gcp/bq_export.py', [
  'from google.cloud import bigquery',
  'from google.oauth2 import service_account',
  '',
  'creds = service_account.Credentials.from_service_account_file("/secrets/gcp/sa.json")',
  `client = bigquery.Client(project="${pick(PROJECTS)}", credentials=creds)`,
  leakOr(0.6, S('gcp-api-key', 'Google API key in a BigQuery helper', `MAPS_API_KEY = "${K.gcpKey()}"`), 'MAPS_API_KEY = os.environ.get("MAPS_API_KEY", "")'),
  `JOB_ID = "bquxjob_${hex(8)}_${hex(16)}"`,
  `TABLE_ETAG = "${b64(16)}"`,
]);

// ---- R ----
const RSCRIPTS = ['weekly_kpis', 'survival_curves', 'marketing_mix', 'shiny_app', 'forecast_fable', 'ab_power'];
for (const r of RSCRIPTS) {
  const t = int(4);
  file(`r/${r}.R`, [
    'library(DBI)',
    'library(dplyr)',
    t === 0 ? leakOr(0.6, S('db-password', 'password argument to DBI::dbConnect in R', `con <- dbConnect(RPostgres::Postgres(), host = "${pick(DB_HOSTS)}", user = "${pick(USERS)}", password = "${password().replace(/["\\]/g, '')}", dbname = "analytics")`),
      'con <- dbConnect(RPostgres::Postgres(), host = Sys.getenv("PGHOST"), user = Sys.getenv("PGUSER"), password = Sys.getenv("PGPASSWORD"))') : null,
    t === 1 ? leakOr(0.6, S('openai-key', 'OpenAI key set with Sys.setenv in R', `Sys.setenv(OPENAI_API_KEY = "${K.openai()}")`), 'Sys.setenv(OPENAI_API_KEY = keyring::key_get("openai"))') : null,
    t === 2 ? leakOr(0.6, S('snowflake-password', 'Snowflake password in an odbc connect in R', `con <- dbConnect(odbc::odbc(), "Snowflake", uid = "R_ANALYST", pwd = "${password().replace(/["\\]/g, '')}")`),
      'con <- dbConnect(odbc::odbc(), "Snowflake", uid = "R_ANALYST", pwd = rstudioapi::askForPassword())') : null,
    t === 3 ? leakOr(0.6, S('github-token', 'GitHub PAT assigned in R', `Sys.setenv(GITHUB_PAT = "${K.ghp()}")`), 'gitcreds::gitcreds_get()') : null,
    `# data vintage: ${N.sha256().slice(0, 16)}`,
    'res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()',
    'print(res)',
  ]);
}
file('r/.Renviron', [
  'R_LIBS_USER=~/R/library',
  S('github-token', 'GitHub PAT in .Renviron', `GITHUB_PAT=${K.ghp()}`),
  S('openai-key', 'OpenAI key in .Renviron', `OPENAI_API_KEY=${K.openai()}`),
  S('db-password', 'Postgres password in .Renviron', `PGPASSWORD=${plainPw()}`),
  'PGHOST=warehouse.internal.lumenfold.io',
  'RENV_PATHS_CACHE=/opt/renv/cache',
]);
file('r/.Renviron.example', [
  'GITHUB_PAT=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  'OPENAI_API_KEY=sk-...',
  'PGPASSWORD=',
]);
file('r/renv.lock', [
  '{',
  '  "R": { "Version": "4.3.2" },',
  '  "Packages": {',
  ...['DBI', 'dplyr', 'odbc', 'ggplot2', 'shiny'].map((p, i, a) => `    "${p}": { "Package": "${p}", "Version": "1.${int(9)}.${int(9)}", "Source": "Repository", "Hash": "${N.md5()}" }${i < a.length - 1 ? ',' : ''}`),
  '  }',
  '}',
]);

// ---- sbt ----
file('scala/.sbt/.credentials', [
  'realm=Sonatype Nexus Repository Manager',
  'host=nexus.lumenfold.io',
  'user=deploy-bot',
  S('sbt-password', 'sbt credentials file password', `password=${plainPw()}`),
]);
file('scala/build.sbt', [
  'ThisBuild / scalaVersion := "2.12.18"',
  'ThisBuild / organization := "io.lumenfold"',
  '',
  leakOr(0.7, S('sbt-password', 'password literal in sbt Credentials()', `credentials += Credentials("Artifactory Realm", "artifactory.lumenfold.io", "ci-publisher", "${password().replace(/["\\$]/g, '')}")`),
    'credentials += Credentials(Path.userHome / ".sbt" / ".credentials")'),
  'libraryDependencies += "org.apache.spark" %% "spark-sql" % "3.5.1" % Provided',
]);
file('scala/project/plugins.sbt', [
  'addSbtPlugin("com.eed3si9n" % "sbt-assembly" % "2.1.5")',
  'credentials += Credentials("GitHub Package Registry", "maven.pkg.github.com", "lumenfold-ci", sys.env.getOrElse("GITHUB_TOKEN", ""))',
]);
file('scala/ci-publish.sbt', [
  leakOr(0.7, S('github-token', 'GitHub token in sbt credentials', `credentials += Credentials("GitHub Package Registry", "maven.pkg.github.com", "lumenfold-ci", "${K.ghFine()}")`),
    'credentials += Credentials("GitHub Package Registry", "maven.pkg.github.com", "lumenfold-ci", sys.env("GITHUB_TOKEN"))'),
]);

// ---- Kafka / Confluent ----
const TOPICS = ['clickstream', 'orders-cdc', 'inference-log', 'feature-updates', 'payments', 'iot-telemetry', 'audit'];
for (const t of TOPICS) {
  const key = K.ccloudKey();
  const style = int(3);
  const jaas = `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${key}" password="${K.ccloudSecret()}";`;
  file(`kafka/${t}/client.properties`, [
    `bootstrap.servers=pkc-${from(LOW + DIG, 5)}.${pick(['eu-west-1.aws', 'us-east-1.aws', 'europe-west3.gcp'])}.confluent.cloud:9092`,
    'security.protocol=SASL_SSL',
    'sasl.mechanism=PLAIN',
    style === 0 ? leakOr(0.7, S('confluent-secret', 'Confluent secret in a SASL JAAS line', jaas), 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${file:/etc/kafka/secrets.properties:api.key}" password="${file:/etc/kafka/secrets.properties:api.secret}";') : null,
    style === 1 ? leakOr(0.7, S('kafka-password', 'SCRAM password in a JAAS line', `sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${t}-producer" password="${plainPw()}";`), 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${env:KAFKA_USER}" password="${env:KAFKA_PASSWORD}";') : null,
    style === 2 ? [
      'sasl.mechanism=PLAIN',
      `sasl.username=${key}`,
      leakOr(0.7, S('confluent-secret', 'Confluent secret as sasl.password', `sasl.password=${K.ccloudSecret()}`), 'sasl.password=${CCLOUD_API_SECRET}'),
    ] : null,
    'client.dns.lookup=use_all_dns_ips',
    `schema.registry.url=https://psrc-${from(LOW + DIG, 5)}.eu-central-1.aws.confluent.cloud`,
    'basic.auth.credentials.source=USER_INFO',
    chance(0.5) ? leakOr(0.6, S('confluent-secret', 'schema registry key:secret user info', `basic.auth.user.info=${from(UP + DIG, 16)}:${K.ccloudSecret()}`), 'basic.auth.user.info={{ SR_API_KEY }}:{{ SR_API_SECRET }}') : null,
    `# cluster ${N.lkc()} env env-${from(LOW + DIG, 5)}`,
  ]);
}
file('kafka/connect/s3-sink.json', [
  '{',
  '  "name": "s3-sink-orders",',
  '  "config": {',
  '    "connector.class": "io.confluent.connect.s3.S3SinkConnector",',
  `    "aws.access.key.id": "${K.awsAk()}",`,
  '    "topics": "orders-cdc",',
  `    "s3.bucket.name": "${ORG}-kafka-archive",`,
  '    "flush.size": "10000"',
  '  }',
  '}',
]);
{
  const e = files.get('kafka/connect/s3-sink.json');
  const i = e.findIndex((x) => typeof x === 'string' && x.includes('aws.access.key.id'));
  e[i] = S('aws-access-key', 'AWS access key id in a Kafka Connect config', e[i]);
  e.splice(i + 1, 0, S('aws-secret', 'AWS secret in a Kafka Connect config', `    "aws.secret.access.key": "${K.awsSk()}",`));
}
file('kafka/connect/debezium-pg.json', [
  '{',
  '  "name": "pg-orders-cdc",',
  '  "config": {',
  '    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",',
  `    "database.hostname": "${pick(DB_HOSTS)}",`,
  '    "database.user": "debezium",',
  leakOr(0.7, S('db-password', 'database.password in a Debezium connector', `    "database.password": "${password().replace(/["\\]/g, '')}",`), '    "database.password": "${file:/secrets/pg.properties:password}",'),
  '    "topic.prefix": "cdc"',
  '  }',
  '}',
]);
file('kafka/kafka_server_jaas.conf', [
  'KafkaServer {',
  '  org.apache.kafka.common.security.plain.PlainLoginModule required',
  '  username="admin"',
  S('kafka-password', 'broker JAAS password', `  password="${plainPw()}"`),
  S('kafka-password', 'broker JAAS user_ entry', `  user_analytics="${plainPw()}";`),
  '};',
]);
file('kafka/consumer.py', [
  'from confluent_kafka import Consumer',
  '',
  'conf = {',
  `    "bootstrap.servers": "pkc-${from(LOW + DIG, 5)}.eu-west-1.aws.confluent.cloud:9092",`,
  '    "security.protocol": "SASL_SSL",',
  '    "sasl.mechanisms": "PLAIN",',
  `    "sasl.username": "${K.ccloudKey()}",`,
  leakOr(0.7, S('confluent-secret', 'Confluent secret in a confluent_kafka dict', `    "sasl.password": "${K.ccloudSecret()}",`), '    "sasl.password": os.environ["CCLOUD_SECRET"],'),
  '    "group.id": "feature-writer",',
  '}',
  'c = Consumer(conf)',
]);

// ---- ML provider keys in Python modules ----
const PYMODS = ['llm/client.py', 'llm/embeddings.py', 'llm/rerank.py', 'llm/judge.py', 'rag/index.py', 'rag/retriever.py',
  'tracking/mlflow_setup.py', 'tracking/wandb_utils.py', 'hub/push_model.py', 'hub/download.py', 'llm/groq_fallback.py',
  'llm/replicate_gen.py', 'tracking/neptune_cb.py', 'llm/langsmith_trace.py', 'llm/mistral_chat.py', 'ops/datadog_metrics.py',
  'kaggle/fetch.py', 'llm/settings.py'];
for (const m of PYMODS) {
  const lines = ['import os', 'import logging', ''];
  const base = path.basename(m, '.py');
  const add = (p, entry, safe) => lines.push(leakOr(p, entry, safe));
  if (m.includes('client') || m.includes('judge')) {
    add(0.6, S('openai-key', 'OpenAI key constant', `OPENAI_API_KEY = "${K.openai()}"`), 'OPENAI_API_KEY = os.environ["OPENAI_API_KEY"]');
    add(0.6, S('anthropic-key', 'Anthropic key constant', `ANTHROPIC_API_KEY = "${K.anthropic()}"`), 'ANTHROPIC_API_KEY = os.getenv("ANTHROPIC_API_KEY")');
  } else if (m.includes('embeddings') || m.includes('rerank')) {
    add(0.6, S('cohere-key', 'Cohere key constant', `COHERE_KEY = "${K.cohere()}"`), 'COHERE_KEY = os.environ.get("CO_API_KEY")');
    lines.push(`EMBED_MODEL_REVISION = "${N.gitSha()}"`);
  } else if (m.startsWith('rag')) {
    add(0.6, S('pinecone-key', 'Pinecone key constant', `PINECONE_API_KEY = "${K.pinecone()}"`), 'PINECONE_API_KEY = os.environ["PINECONE_API_KEY"]');
    lines.push(`INDEX_HOST = "https://docs-${hex(7)}.svc.aped-4627-b74a.pinecone.io"`);
  } else if (m.includes('mlflow')) {
    lines.push('os.environ["MLFLOW_TRACKING_URI"] = "https://mlflow.lumenfold.io"');
    lines.push('os.environ["MLFLOW_TRACKING_USERNAME"] = "ci-bot"');
    add(0.6, S('mlflow-password', 'MLflow tracking password set in os.environ', `os.environ["MLFLOW_TRACKING_PASSWORD"] = "${password().replace(/["\\]/g, '')}"`), 'os.environ.setdefault("MLFLOW_TRACKING_PASSWORD", "")');
    lines.push(`PARENT_RUN = "${N.runId()}"`);
  } else if (m.includes('wandb')) {
    add(0.6, S('wandb-key', 'W&B key set in os.environ', `os.environ["WANDB_API_KEY"] = "${K.wandb()}"`), 'assert "WANDB_API_KEY" in os.environ');
    lines.push(`RESUME_RUN_ID = "${N.wandbRun()}"`, `ARTIFACT_DIGEST = "${N.md5()}"`);
  } else if (m.startsWith('hub')) {
    add(0.6, S('hf-token', 'HF token constant', `HF_TOKEN = "${K.hf()}"`), 'HF_TOKEN = os.environ.get("HF_TOKEN")');
    lines.push(`REVISION = "${N.gitSha()}"`, `SAFETENSORS_SHA256 = "${N.sha256()}"`);
  } else if (m.includes('groq')) {
    add(0.7, S('groq-key', 'Groq key constant', `GROQ_API_KEY = "${K.groq()}"`), 'GROQ_API_KEY = os.environ["GROQ_API_KEY"]');
  } else if (m.includes('replicate')) {
    add(0.7, S('replicate-token', 'Replicate token constant', `REPLICATE_API_TOKEN = "${K.replicate()}"`), 'REPLICATE_API_TOKEN = os.environ["REPLICATE_API_TOKEN"]');
    lines.push(`MODEL_VERSION = "${N.sha256()}"`);
  } else if (m.includes('neptune')) {
    add(0.7, S('neptune-token', 'Neptune API token constant', `NEPTUNE_API_TOKEN = "${K.neptune()}"`), 'NEPTUNE_API_TOKEN = os.getenv("NEPTUNE_API_TOKEN")');
  } else if (m.includes('langsmith')) {
    add(0.7, S('langsmith-key', 'LangSmith key set in os.environ', `os.environ["LANGCHAIN_API_KEY"] = "${K.langsmith()}"`), 'os.environ.setdefault("LANGCHAIN_TRACING_V2", "true")');
  } else if (m.includes('mistral')) {
    add(0.7, S('mistral-key', 'Mistral key passed to the client', `client = Mistral(api_key="${K.mistral()}")`), 'client = Mistral(api_key=os.environ["MISTRAL_API_KEY"])');
  } else if (m.includes('datadog')) {
    add(0.7, S('datadog-key', 'Datadog API key in options', `options = {"api_key": "${K.datadog()}", "app_key": "${hex(40)}"}`), 'options = {"api_key": os.environ["DD_API_KEY"]}');
  } else if (m.includes('kaggle')) {
    lines.push('os.environ["KAGGLE_USERNAME"] = "lumenfold-ds"');
    add(0.7, S('kaggle-key', 'Kaggle key set in os.environ', `os.environ["KAGGLE_KEY"] = "${K.kaggle()}"`), 'os.environ["KAGGLE_CONFIG_DIR"] = "/secrets/kaggle"');
  } else {
    // pydantic settings with defaults
    lines.push('from pydantic_settings import BaseSettings', '', 'class Settings(BaseSettings):');
    lines.push(leakOr(0.6, S('openai-key', 'OpenAI key as a settings default', `    openai_api_key: str = "${K.openai()}"`), '    openai_api_key: str = ""'));
    lines.push(leakOr(0.6, S('anthropic-key', 'Anthropic key as a settings default', `    anthropic_api_key: str = "${K.anthropic()}"`), '    anthropic_api_key: str | None = None'));
    lines.push(`    embedding_cache_key: str = "${N.sha256()}"`, '    request_timeout: int = 30');
  }
  lines.push('', `log = logging.getLogger("${base}")`);
  file(`ml/${m}`, lines);
}
file('ml/tests/test_llm_client.py', [
  'import os',
  'from unittest import mock',
  '',
  'FAKE_KEY = "sk-test-1234567890"',
  '',
  '@mock.patch.dict(os.environ, {"OPENAI_API_KEY": "test-key", "ANTHROPIC_API_KEY": "dummy"})',
  'def test_client_reads_env():',
  '    from ml.llm.client import OPENAI_API_KEY',
  '    assert OPENAI_API_KEY',
  '',
  'def test_hash_is_stable():',
  `    assert digest(b"hello") == "${N.sha256()}"`,
]);
file('ml/tests/fixtures/model_card.json', JSON.stringify({
  model_id: `${ORG}/reranker-small`,
  sha: N.gitSha(),
  siblings: Array.from({ length: 4 }, (_, i) => ({ rfilename: `model-0000${i}.safetensors`, lfs: { sha256: N.sha256(), size: 1e8 + int(1e6) } })),
  cardData: { license: 'apache-2.0' },
}, null, 2).split('\n'));
file('ml/models/reranker/MLmodel', [
  'artifact_path: model',
  'flavors:',
  '  python_function:',
  '    loader_module: mlflow.transformers',
  `model_uuid: ${N.runId()}`,
  `run_id: ${N.runId()}`,
  'utc_time_created: \'2025-03-04 10:11:12.000000\'',
  `mlflow_version: 2.12.1`,
]);
file('ml/dvc.lock', [
  'schema: \'2.0\'',
  'stages:',
  ...['prepare', 'featurize', 'train', 'evaluate'].flatMap((s) => [
    `  ${s}:`,
    `    cmd: python src/${s}.py`,
    '    deps:',
    `    - path: data/${s}.parquet`,
    `      md5: ${N.md5()}`,
    `      size: ${digits(7)}`,
    '    outs:',
    `    - path: out/${s}`,
    `      md5: ${N.md5()}.dir`,
  ]),
]);
file('ml/data/SHA256SUMS', Array.from({ length: 12 }, (_, i) => `${N.sha256()}  shard-${String(i).padStart(5, '0')}.parquet`));
file('ml/requirements.txt', ['torch==2.2.1 \\', ...Array.from({ length: 3 }, () => `    --hash=sha256:${N.sha256()} \\`), `    --hash=sha256:${N.sha256()}`, 'transformers==4.40.0 \\', `    --hash=sha256:${N.sha256()}`]);
file('ml/poetry.lock', ['[[package]]', 'name = "pandas"', 'version = "2.2.1"', 'files = [', ...Array.from({ length: 4 }, () => `    {file = "pandas-2.2.1-cp311-cp311-manylinux_2_17_x86_64.whl", hash = "sha256:${N.sha256()}"},`), ']', '', '[metadata]', `content-hash = "${N.sha256()}"`]);
file('ml/wandb/settings', ['[default]', 'entity = lumenfold', 'project = recsys', 'base_url = https://api.wandb.ai']);
file('ml/.netrc', [
  'machine api.wandb.ai',
  '  login user',
  S('wandb-key', 'W&B key in .netrc', `  password ${K.wandb()}`),
]);
file('ml/kaggle.json', [S('kaggle-key', 'kaggle.json key', `{"username":"lumenfold-ds","key":"${K.kaggle()}"}`)]);
file('ml/hf_token', [S('hf-token', 'HF token cache file', K.hf())]);

// ---- .env files ----
const ENVS = ['ml/.env', 'rag-service/.env', 'superset/.env', 'metabase/.env', 'feature-store/.env', 'notebooks/.env',
  'airflow/.env.prod', 'ingest/.env.local', 'labeling-tool/.env', 'dbt/.env'];
const ENV_VARS = [
  ['OPENAI_API_KEY', 'openai-key', K.openai],
  ['ANTHROPIC_API_KEY', 'anthropic-key', K.anthropic],
  ['COHERE_API_KEY', 'cohere-key', K.cohere],
  ['HF_TOKEN', 'hf-token', K.hf],
  ['WANDB_API_KEY', 'wandb-key', K.wandb],
  ['PINECONE_API_KEY', 'pinecone-key', K.pinecone],
  ['DATABRICKS_TOKEN', 'databricks-token', K.dapi],
  ['SNOWFLAKE_PASSWORD', 'snowflake-password', plainPw],
  ['POSTGRES_PASSWORD', 'db-password', plainPw],
  ['AWS_SECRET_ACCESS_KEY', 'aws-secret', K.awsSk],
  ['SLACK_BOT_TOKEN', 'slack-token', K.slackBot],
  ['LANGCHAIN_API_KEY', 'langsmith-key', K.langsmith],
  ['GROQ_API_KEY', 'groq-key', K.groq],
  ['DD_API_KEY', 'datadog-key', K.datadog],
  ['GITLAB_TOKEN', 'gitlab-token', K.glpat],
  ['MISTRAL_API_KEY', 'mistral-key', K.mistral],
];
for (const e of ENVS) {
  const lines = [`# ${e} — do not commit`, `APP_ENV=${pick(['dev', 'staging', 'prod'])}`, 'LOG_LEVEL=info'];
  const n = 3 + int(3);
  const seen = new Set();
  for (let i = 0; i < n; i++) {
    const [name, kind, make] = pick(ENV_VARS);
    if (seen.has(name)) continue;
    seen.add(name);
    lines.push(leakOr(0.65, S(kind, `${name} in a .env file`, `${name}=${make()}`), pick([`${name}=`, `${name}=changeme`, `${name}=<${name.toLowerCase()}>`, `# ${name}= (set in vault)`])));
  }
  lines.push(`MODEL_SHA=${N.gitSha()}`, `DATASET_ID=${uuid()}`, `WANDB_RUN_GROUP=${N.wandbRun()}`);
  file(e, lines);
}
file('.env.example', [
  'OPENAI_API_KEY=sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  'ANTHROPIC_API_KEY=sk-ant-api03-your-key-here',
  'HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  'WANDB_API_KEY=your_wandb_api_key',
  'PINECONE_API_KEY=<pinecone-api-key>',
  'DATABRICKS_TOKEN=dapiXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  'SNOWFLAKE_PASSWORD=${SNOWFLAKE_PASSWORD}',
  'POSTGRES_PASSWORD=postgres',
]);

// ---- Docker ----
const IMAGES = ['jupyter', 'airflow', 'dbt-runner', 'mlflow', 'rag-api', 'spark-worker', 'superset', 'feature-server'];
for (const im of IMAGES) {
  const lines = [
    `FROM python:3.11-slim@sha256:${N.sha256()}`,
    'WORKDIR /app',
    'COPY requirements.txt .',
    'RUN pip install --no-cache-dir -r requirements.txt',
  ];
  const t = int(5);
  if (t === 0) lines.push(leakOr(0.6, S('openai-key', 'OpenAI key baked in a Dockerfile ENV', `ENV OPENAI_API_KEY=${K.openai()}`), 'ARG OPENAI_API_KEY'));
  if (t === 1) lines.push(leakOr(0.6, S('hf-token', 'HF token in a Dockerfile RUN', `RUN huggingface-cli login --token ${K.hf()} && python -c "import prefetch"`), 'RUN --mount=type=secret,id=hf_token huggingface-cli login --token $(cat /run/secrets/hf_token)'));
  if (t === 2) lines.push(leakOr(0.6, S('db-password', 'DB URL with password in a Dockerfile ENV', `ENV MLFLOW_BACKEND_STORE_URI=postgresql://mlflow:${plainPw()}@mlflow-db:5432/mlflow`), 'ENV MLFLOW_BACKEND_STORE_URI=sqlite:///mlflow.db'));
  if (t === 3) lines.push(leakOr(0.6, S('pip-token', 'private index token in a pip URL', `RUN pip install --extra-index-url https://__token__:${K.glpat()}@gitlab.lumenfold.io/api/v4/projects/${digits(3)}/packages/pypi/simple lf-features`), 'RUN pip install --extra-index-url https://gitlab.lumenfold.io/api/v4/projects/12/packages/pypi/simple lf-features'));
  lines.push(`LABEL org.opencontainers.image.revision="${N.gitSha()}"`, 'CMD ["python", "-m", "app"]');
  file(`docker/${im}/Dockerfile`, lines);
}
file('docker-compose.yml', [
  'services:',
  '  postgres:',
  '    image: postgres:16',
  '    environment:',
  '      POSTGRES_USER: airflow',
  S('db-password', 'Postgres password in compose', `      POSTGRES_PASSWORD: ${plainPw()}`),
  '  redis:',
  `    image: redis:7@sha256:${N.sha256()}`,
  S('redis-password', 'Redis requirepass in compose command', `    command: redis-server --requirepass ${plainPw()}`),
  '  mlflow:',
  '    image: ghcr.io/mlflow/mlflow:v2.12.1',
  '    environment:',
  '      - MLFLOW_S3_ENDPOINT_URL=http://minio:9000',
  S('aws-secret', 'MinIO secret in compose', `      - AWS_SECRET_ACCESS_KEY=${from(ALNUM, 40)}`),
  '      - AWS_ACCESS_KEY_ID=minio-mlflow',
  '  minio:',
  '    image: minio/minio',
  '    environment:',
  '      MINIO_ROOT_USER: admin',
  S('minio-password', 'MinIO root password in compose', `      MINIO_ROOT_PASSWORD: ${plainPw()}`),
  '  superset:',
  '    image: apache/superset:3.1.1',
  '    environment:',
  '      SUPERSET_SECRET_KEY: ${SUPERSET_SECRET_KEY}',
  '      DATABASE_PASSWORD: ${DATABASE_PASSWORD:-superset}',
]);
file('docker-compose.override.yml', [
  'services:',
  '  jupyter:',
  '    environment:',
  '      JUPYTER_TOKEN: ""',
  '      OPENAI_API_KEY: ${OPENAI_API_KEY}',
  '  metabase:',
  '    environment:',
  '      MB_DB_TYPE: postgres',
  '      MB_DB_USER: metabase',
  S('db-password', 'Metabase DB password in compose', `      MB_DB_PASS: ${plainPw()}`),
  S('metabase-key', 'Metabase encryption secret in compose', `      MB_ENCRYPTION_SECRET_KEY: ${b64(32)}`),
]);
file('docker-compose.test.yml', [
  'services:',
  '  db:',
  '    image: postgres:16',
  '    environment:',
  '      POSTGRES_PASSWORD: postgres',
  '      POSTGRES_DB: test',
  '  jupyter:',
  '    command: start-notebook.py --NotebookApp.token=\'\'',
]);

// ---- Great Expectations ----
file('great_expectations/great_expectations.yml', [
  'config_version: 3.0',
  'datasources:',
  '  warehouse:',
  '    class_name: Datasource',
  '    execution_engine:',
  '      class_name: SqlAlchemyExecutionEngine',
  '      connection_string: ${WAREHOUSE_CONNECTION_STRING}',
  '  snowflake:',
  '    class_name: Datasource',
  '    execution_engine:',
  '      class_name: SqlAlchemyExecutionEngine',
  S('snowflake-password', 'Snowflake URI with password in GX config', `      connection_string: snowflake://GX_RUNNER:${plainPw()}@${pick(SF_ACCOUNTS)}/ANALYTICS/PUBLIC?warehouse=GX_WH&role=QA`),
  'stores:',
  '  expectations_store:',
  '    class_name: ExpectationsStore',
  `data_context_id: ${uuid()}`,
  'anonymous_usage_statistics:',
  `  data_context_id: ${uuid()}`,
  '  enabled: false',
]);
file('great_expectations/uncommitted/config_variables.yml', [
  `WAREHOUSE_CONNECTION_STRING: postgresql+psycopg2://gx:${plainPw()}@${pick(DB_HOSTS)}:5432/analytics`,
  `slack_webhook: ${K.slackHook()}`,
]);
{
  const e = files.get('great_expectations/uncommitted/config_variables.yml');
  e[0] = S('db-password', 'GX config variable with URI password', e[0]);
  e[1] = S('slack-webhook', 'GX slack webhook', e[1]);
}
file('great_expectations/checkpoints/orders.yml', [
  'name: orders_checkpoint',
  'config_version: 1.0',
  'action_list:',
  '  - name: send_slack_notification_on_validation_result',
  '    action:',
  '      class_name: SlackNotificationAction',
  '      slack_webhook: ${slack_webhook}',
  `run_name_template: "%Y%m%d-orders-${hex(6)}"`,
]);
file('great_expectations/expectations/orders_suite.json', JSON.stringify({
  expectation_suite_name: 'orders_suite',
  expectations: [
    { expectation_type: 'expect_column_values_to_match_regex', kwargs: { column: 'order_token', regex: '^[A-Za-z0-9]{32}$' } },
    { expectation_type: 'expect_column_values_to_be_in_set', kwargs: { column: 'api_key_prefix', value_set: ['sk-', 'pk-', 'rk-'] } },
  ],
  meta: { great_expectations_version: '0.18.12', citations: [{ batch_request: { data_asset_name: 'orders' }, comment: N.sha256() }] },
}, null, 2).split('\n'));

// ---- Superset / Metabase ----
file('superset/superset_config.py', [
  'import os',
  '',
  S('flask-secret', 'Superset SECRET_KEY literal', `SECRET_KEY = "${K.superset()}"`),
  S('db-password', 'Superset metadata DB URI with password', `SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:${plainPw()}@superset-db:5432/superset"`),
  'CACHE_CONFIG = {"CACHE_TYPE": "RedisCache", "CACHE_REDIS_URL": os.environ.get("REDIS_URL")}',
  'FEATURE_FLAGS = {"EMBEDDED_SUPERSET": True, "ALERT_REPORTS": True}',
  leakOr(0.6, S('jwt-secret', 'Superset guest token JWT secret', `GUEST_TOKEN_JWT_SECRET = "${from(URLSAFE, 40)}"`), 'GUEST_TOKEN_JWT_SECRET = os.environ["GUEST_TOKEN_JWT_SECRET"]'),
  `MAPBOX_API_KEY = os.getenv("MAPBOX_API_KEY", "")`,
  'SMTP_USER = "apikey"',
  leakOr(0.6, S('sendgrid-key', 'SendGrid key as Superset SMTP password', `SMTP_PASSWORD = "${K.sendgrid()}"`), 'SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD")'),
  `PREVIOUS_SECRET_KEY = os.environ.get("PREVIOUS_SECRET_KEY")`,
]);
file('superset/superset_config_docker.py', [
  'import os',
  'SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]',
  '# generate with: openssl rand -base64 42',
  'SQLALCHEMY_DATABASE_URI = f"postgresql+psycopg2://{os.environ[\'DB_USER\']}:{os.environ[\'DB_PASS\']}@db:5432/superset"',
  'WTF_CSRF_ENABLED = True',
]);
file('superset/databases/warehouse.yaml', [
  'database_name: Warehouse',
  `sqlalchemy_uri: postgresql://superset_ro:XXXXXXXXXX@${pick(DB_HOSTS)}:5432/analytics`,
  'cache_timeout: null',
  'expose_in_sqllab: true',
  `uuid: ${uuid()}`,
  'version: 1.0.0',
]);
file('superset/databases/bigquery.yaml', [
  'database_name: BigQuery',
  `sqlalchemy_uri: bigquery://${pick(PROJECTS)}`,
  'encrypted_extra: \'{"credentials_info": {"type": "service_account", "private_key": "XXXXXXXXXX"}}\'',
  `uuid: ${uuid()}`,
]);
file('metabase/metabase.env', [
  'MB_DB_TYPE=postgres',
  'MB_DB_HOST=metabase-db',
  'MB_DB_USER=metabase',
  S('db-password', 'Metabase DB password', `MB_DB_PASS=${plainPw()}`),
  S('metabase-key', 'Metabase encryption key', `MB_ENCRYPTION_SECRET_KEY=${b64(32)}`),
  `MB_SITE_URL=https://bi.lumenfold.io`,
  `MB_PREMIUM_EMBEDDING_TOKEN=${hex(64)}`,
]);
{
  const e = files.get('metabase/metabase.env');
  const i = e.findIndex((x) => typeof x === 'string' && x.startsWith('MB_PREMIUM'));
  e[i] = S('metabase-token', 'Metabase premium token', e[i]);
}
file('metabase/embed.py', [
  'import jwt, time',
  '',
  'METABASE_SITE_URL = "https://bi.lumenfold.io"',
  leakOr(0.7, S('metabase-key', 'Metabase embedding secret key', `METABASE_SECRET_KEY = "${hex(64)}"`), 'METABASE_SECRET_KEY = os.environ["MB_EMBEDDING_SECRET_KEY"]'),
  'payload = {"resource": {"dashboard": 12}, "params": {}, "exp": round(time.time()) + 600}',
  'token = jwt.encode(payload, METABASE_SECRET_KEY, algorithm="HS256")',
]);

// ---- Kubernetes ----
const b64of = (s) => Buffer.from(s).toString('base64');
const K8S = ['airflow', 'mlflow', 'jupyterhub', 'feature-server', 'rag-api', 'superset', 'kafka-connect', 'dbt-cron'];
for (const k of K8S) {
  const lines = [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${k}-secrets`,
    '  namespace: data',
    'type: Opaque',
    'data:',
    `  username: ${b64of(pick(USERS))}`,
    `  host: ${b64of(pick(DB_HOSTS))}`,
  ];
  const leak = chance(0.75);
  if (leak) {
    lines.push(S('k8s-secret', 'base64 password in a Kubernetes Secret', `  password: ${b64of(plainPw())}`));
    if (chance(0.5)) lines.push(S('k8s-secret', 'base64 API key in a Kubernetes Secret', `  ${pick(['openai-api-key', 'api-key', 'OPENAI_API_KEY'])}: ${b64of(K.openai())}`));
    if (chance(0.3)) lines.push(S('k8s-secret', 'base64 HF token in a Kubernetes Secret', `  HF_TOKEN: ${b64of(K.hf())}`));
  } else {
    lines.push(`  password: ""`);
  }
  lines.push(`  ca-fingerprint: ${b64of(N.sha256())}`);
  file(`k8s/${k}/secret.yaml`, lines);
  file(`k8s/${k}/deployment.yaml`, [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    `  name: ${k}`,
    'spec:',
    '  template:',
    '    spec:',
    '      containers:',
    `        - name: ${k}`,
    `          image: registry.lumenfold.io/${k}@sha256:${N.sha256()}`,
    '          env:',
    '            - name: DB_PASSWORD',
    '              valueFrom:',
    '                secretKeyRef:',
    `                  name: ${k}-secrets`,
    '                  key: password',
    chance(0.25) ? [
      '            - name: WANDB_API_KEY',
      leakOr(0.8, S('wandb-key', 'W&B key as a plain env value in a Deployment', `              value: "${K.wandb()}"`), '              valueFrom: {secretKeyRef: {name: wandb, key: api-key}}'),
    ] : null,
    '            - name: CONFIG_CHECKSUM',
    `              value: "${N.sha256()}"`,
  ]);
}
file('k8s/jupyterhub/values.yaml', [
  'hub:',
  '  config:',
  '    GitHubOAuthenticator:',
  `      client_id: ${hex(20)}`,
  S('oauth-secret', 'GitHub OAuth client secret in JupyterHub values', `      client_secret: ${hex(40)}`),
  '      oauth_callback_url: https://hub.lumenfold.io/hub/oauth_callback',
  'proxy:',
  S('jupyterhub-token', 'JupyterHub proxy secretToken', `  secretToken: ${hex(64)}`),
  'singleuser:',
  '  image:',
  '    name: jupyter/datascience-notebook',
  `    tag: ${N.gitSha().slice(0, 12)}`,
]);
file('k8s/sealed/mlflow-sealed.yaml', [
  'apiVersion: bitnami.com/v1alpha1',
  'kind: SealedSecret',
  'metadata:',
  '  name: mlflow-db',
  'spec:',
  '  encryptedData:',
  `    password: AgB${from(B64, 340)}==`,
  `    username: AgA${from(B64, 300)}==`,
]);

// ---- Terraform ----
file('terraform/snowflake/providers.tf', [
  'terraform {',
  '  required_providers {',
  '    snowflake = { source = "Snowflake-Labs/snowflake", version = "~> 0.87" }',
  '  }',
  '}',
  '',
  'provider "snowflake" {',
  `  account  = "${pick(SF_ACCOUNTS)}"`,
  '  user     = "TERRAFORM"',
  S('snowflake-password', 'Snowflake provider password in Terraform', `  password = "${password().replace(/["\\$]/g, '')}"`),
  '  role     = "ACCOUNTADMIN"',
  '}',
]);
file('terraform/snowflake/users.tf', [
  'resource "snowflake_user" "loader" {',
  '  name         = "LOADER"',
  '  default_role = "LOADER"',
  `  rsa_public_key = "${pubKeyOneLine()}"`,
  '}',
  '',
  'resource "snowflake_user" "looker" {',
  '  name     = "LOOKER_SVC"',
  leakOr(0.7, S('snowflake-password', 'password on a Terraform snowflake_user', `  password = "${password().replace(/["\\$]/g, '')}"`), '  password = var.looker_password'),
  '}',
]);
file('terraform/snowflake/variables.tf', [
  'variable "looker_password" {',
  '  type      = string',
  '  sensitive = true',
  '}',
  '',
  'variable "databricks_token" {',
  '  type    = string',
  S('databricks-token', 'Databricks token as a Terraform variable default', `  default = "${K.dapi()}"`),
  '}',
]);
file('terraform/databricks/main.tf', [
  'provider "databricks" {',
  `  host  = "https://adb-${N.workspace()}.${int(20)}.azuredatabricks.net"`,
  '  token = var.databricks_token',
  '}',
  '',
  'resource "databricks_secret" "openai" {',
  '  scope        = databricks_secret_scope.llm.name',
  '  key          = "openai"',
  leakOr(0.7, S('openai-key', 'OpenAI key as a databricks_secret string_value', `  string_value = "${K.openai()}"`), '  string_value = var.openai_key'),
  '}',
  '',
  'resource "databricks_cluster" "shared" {',
  '  spark_version = "14.3.x-scala2.12"',
  '  spark_conf = {',
  '    "fs.azure.account.key.lumenfoldlake.dfs.core.windows.net" = "{{secrets/adls/key}}"',
  '  }',
  '}',
]);
file('terraform/bigquery/main.tf', [
  'provider "google" {',
  `  project     = "${pick(PROJECTS)}"`,
  '  credentials = file("sa.json")',
  '}',
  '',
  'resource "google_bigquery_dataset" "raw" {',
  '  dataset_id = "raw"',
  '  location   = "EU"',
  '}',
  '',
  'resource "google_bigquery_connection" "pg" {',
  '  cloud_sql {',
  '    instance_id = "lumenfold:europe-west1:pg"',
  '    database    = "app"',
  '    type        = "POSTGRES"',
  '    credential {',
  '      username = "bq_federated"',
  S('db-password', 'Cloud SQL credential password in Terraform', `      password = "${plainPw()}"`),
  '    }',
  '  }',
  '}',
]);
file('terraform/bigquery/terraform.tfvars', [
  `project_id = "${pick(PROJECTS)}"`,
  'region = "europe-west1"',
  S('db-password', 'tfvars warehouse admin password', `warehouse_admin_password = "${password().replace(/["\\$]/g, '')}"`),
  `state_bucket_sha = "${N.sha256()}"`,
]);
file('terraform/confluent/main.tf', [
  'provider "confluent" {',
  S('confluent-key', 'Confluent Cloud API key in Terraform provider', `  cloud_api_key    = "${K.ccloudKey()}"`),
  S('confluent-secret', 'Confluent Cloud API secret in Terraform provider', `  cloud_api_secret = "${K.ccloudSecret()}"`),
  '}',
  '',
  'resource "confluent_kafka_cluster" "main" {',
  '  display_name = "analytics"',
  '  availability = "SINGLE_ZONE"',
  '  cloud        = "AWS"',
  '  region       = "eu-west-1"',
  '  basic {}',
  `  environment { id = "env-${from(LOW + DIG, 5)}" }`,
  '}',
]);
file('terraform/.terraform.lock.hcl', [
  'provider "registry.terraform.io/snowflake-labs/snowflake" {',
  '  version     = "0.87.2"',
  '  constraints = "~> 0.87"',
  '  hashes = [',
  ...Array.from({ length: 6 }, () => `    "h1:${b64(32)}",`),
  ...Array.from({ length: 4 }, () => `    "zh:${N.sha256()}",`),
  '  ]',
  '}',
]);
file('terraform/aws/iam.tf', [
  'resource "aws_iam_access_key" "airflow" {',
  '  user    = aws_iam_user.airflow.name',
  `  pgp_key = "keybase:lumenfold_ops"`,
  '}',
  '',
  'output "airflow_secret" {',
  '  value     = aws_iam_access_key.airflow.encrypted_secret',
  '  sensitive = true',
  '}',
]);

// ---- shell history ----
file('ops/history/.bash_history', [
  'cd ~/src/lumenfold-data',
  S('openai-key', 'export of an OpenAI key in bash history', `export OPENAI_API_KEY=${K.openai()}`),
  'dbt run --select staging+ --target prod',
  S('db-password', 'psql with a password URI in history', `psql "postgresql://analytics_ro:${plainPw()}@${pick(DB_HOSTS)}:5432/analytics" -c "select 1"`),
  `sha256sum data/raw/events-2025-01.parquet  # ${N.sha256()}`,
  S('databricks-token', 'curl with a Databricks bearer token', `curl -H "Authorization: Bearer ${K.dapi()}" https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com/api/2.0/clusters/list`),
  'kubectl -n data get secrets',
  `git checkout ${N.gitSha()}`,
  S('snowflake-password', 'SNOWSQL_PWD exported in history', `export SNOWSQL_PWD='${password().replace(/'/g, '')}'`),
  'snowsql -a lf12345.eu-west-1 -u ANALYST_SVC',
]);
file('ops/history/.zsh_history', [
  `: ${digits(10)}:0;huggingface-cli whoami`,
  S('hf-token', 'HF token passed to the CLI in zsh history', `: ${digits(10)}:0;huggingface-cli login --token ${K.hf()}`),
  `: ${digits(10)}:0;wandb artifact get lumenfold/recsys/model:v${int(40)}`,
  S('wandb-key', 'wandb login with key in zsh history', `: ${digits(10)}:0;wandb login ${K.wandb()}`),
  `: ${digits(10)}:0;docker pull ghcr.io/lumenfold/rag-api@sha256:${N.sha256()}`,
  S('anthropic-key', 'curl with an Anthropic x-api-key header', `: ${digits(10)}:0;curl https://api.anthropic.com/v1/messages -H "x-api-key: ${K.anthropic()}" -H "anthropic-version: 2023-06-01" -d @req.json`),
]);
file('ops/scripts/rotate_keys.sh', [
  '#!/usr/bin/env bash',
  'set -euo pipefail',
  'NEW_KEY=$(openssl rand -hex 32)',
  'databricks secrets put-secret llm openai --string-value "$OPENAI_API_KEY"',
  `echo "rotated at $(date -u) checksum ${N.md5()}"`,
]);
file('ops/scripts/bootstrap_dev.sh', [
  '#!/usr/bin/env bash',
  S('snowflake-password', 'password exported in a dev bootstrap script', `export SNOWFLAKE_PASSWORD="${plainPw()}"`),
  'export SNOWFLAKE_ACCOUNT=lf12345.eu-west-1',
  leakOr(0.7, S('github-token', 'GitHub token in a git clone URL', `git clone https://x-access-token:${K.ghp()}@github.com/lumenfold/data-models.git`), 'git clone git@github.com:lumenfold/data-models.git'),
  `confluent api-key store ${K.ccloudKey()} ${K.ccloudSecret()} --resource ${N.lkc()}`,
]);
{
  const e = files.get('ops/scripts/bootstrap_dev.sh');
  const i = e.findIndex((x) => typeof x === 'string' && x.startsWith('confluent api-key'));
  e[i] = S('confluent-secret', 'confluent CLI api-key store with the secret', e[i]);
}
file('ops/ssh/authorized_keys', Array.from({ length: 4 }, () => N.sshPub()));

// ---- CI ----
file('.github/workflows/dbt.yml', [
  'name: dbt',
  'on: [push]',
  'jobs:',
  '  build:',
  '    runs-on: ubuntu-latest',
  '    env:',
  '      DBT_SNOWFLAKE_PASSWORD: ${{ secrets.DBT_SNOWFLAKE_PASSWORD }}',
  '      DBT_PROFILES_DIR: ./dbt/core',
  leakOr(0.6, S('databricks-token', 'Databricks token hard-coded in a workflow', `      DATABRICKS_TOKEN: ${K.dapi()}`), '      DATABRICKS_TOKEN: ${{ secrets.DATABRICKS_TOKEN }}'),
  '    steps:',
  `      - uses: actions/checkout@${N.gitSha()}`,
  '      - run: pip install dbt-snowflake==1.7.2',
  '      - run: dbt build --target ci',
]);
file('.gitlab-ci.yml', [
  'variables:',
  '  PIP_CACHE_DIR: "$CI_PROJECT_DIR/.cache/pip"',
  S('wandb-key', 'W&B key in GitLab CI variables', `  WANDB_API_KEY: "${K.wandb()}"`),
  'train:',
  '  image: python:3.11',
  '  script:',
  '    - python -m ml.train --config configs/recsys.yaml',
  `    - echo "${N.sha256()}  model.pt" | sha256sum -c`,
]);
file('.github/workflows/notebooks.yml', [
  'name: notebooks',
  'on: [pull_request]',
  'jobs:',
  '  test:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  `      - uses: actions/setup-python@${N.gitSha()}`,
  '      - run: pytest --nbmake notebooks/',
  '        env:',
  '          OPENAI_API_KEY: sk-test-dummy',
  '          HF_TOKEN: ${{ secrets.HF_TOKEN }}',
]);

// ---- configs: mlflow, feast, misc YAML ----
file('feature-store/feature_store.yaml', [
  'project: lumenfold_features',
  'registry: s3://lumenfold-feast/registry.db',
  'provider: aws',
  'online_store:',
  '  type: redis',
  S('redis-password', 'Redis connection string with password in Feast config', `  connection_string: "feast-redis.data.svc:6379,ssl=true,password=${plainPw()}"`),
  'offline_store:',
  '  type: snowflake.offline',
  `  account: ${pick(SF_ACCOUNTS)}`,
  '  user: FEAST',
  leakOr(0.6, S('snowflake-password', 'Feast Snowflake offline store password', `  password: ${plainPw()}`), '  password: ${SNOWFLAKE_PASSWORD}'),
  '  database: FEAST',
  'entity_key_serialization_version: 2',
]);
file('configs/recsys.yaml', [
  'model:',
  '  name: two-tower',
  `  base_revision: ${N.gitSha()}`,
  `  tokenizer_sha256: ${N.sha256()}`,
  'tracking:',
  '  backend: wandb',
  '  entity: lumenfold',
  `  run_id: ${N.wandbRun()}`,
  'data:',
  `  train_manifest_md5: ${N.md5()}`,
  `  snapshot_id: ${uuid()}`,
]);
file('configs/llm_providers.yaml', [
  'providers:',
  '  openai:',
  '    model: gpt-4o-mini',
  leakOr(0.6, S('openai-key', 'OpenAI key in a providers YAML', `    api_key: ${K.openai()}`), '    api_key: ${OPENAI_API_KEY}'),
  '  anthropic:',
  '    model: claude-3-5-sonnet-latest',
  leakOr(0.6, S('anthropic-key', 'Anthropic key in a providers YAML', `    api_key: ${K.anthropic()}`), '    api_key_env: ANTHROPIC_API_KEY'),
  '  cohere:',
  '    model: embed-english-v3.0',
  leakOr(0.6, S('cohere-key', 'Cohere key in a providers YAML', `    api_key: ${K.cohere()}`), '    api_key: "<cohere key>"'),
  '  local:',
  '    base_url: http://vllm:8000/v1',
  '    api_key: EMPTY',
]);
file('configs/mlflow-server.ini', [
  '[server]',
  'host = 0.0.0.0',
  'port = 5000',
  S('db-password', 'MLflow backend store URI with password', `backend_store_uri = mysql+pymysql://mlflow:${plainPw()}@mlflow-mysql:3306/mlflow`),
  'default_artifact_root = s3://lumenfold-mlflow/artifacts',
  '',
  '[auth]',
  'admin_username = admin',
  S('mlflow-password', 'MLflow basic-auth admin password', `admin_password = ${plainPw()}`),
]);
file('configs/label-studio.yml', [
  'label_studio:',
  '  host: https://label.lumenfold.io',
  leakOr(0.7, S('label-studio-token', 'Label Studio legacy token', `  api_key: ${hex(40)}`), '  api_key: ${LABEL_STUDIO_API_KEY}'),
  `  project_id: ${int(400)}`,
  `  export_snapshot: ${N.sha256()}`,
]);

// ---- package locks / look-alike data ----
file('rag-service/package-lock.json', JSON.stringify({
  name: 'rag-service', lockfileVersion: 3, requires: true,
  packages: Object.fromEntries(['openai', '@anthropic-ai/sdk', '@pinecone-database/pinecone', 'zod', 'express'].map((p) => [
    `node_modules/${p}`, { version: `${1 + int(4)}.${int(20)}.${int(10)}`, resolved: `https://registry.example/${p}/-/${p.split('/').pop()}.tgz`, integrity: N.integrity() }])),
}, null, 2).split('\n'));
file('rag-service/src/config.ts', [
  'export const config = {',
  '  openaiKey: process.env.OPENAI_API_KEY ?? "",',
  leakOr(0.6, S('pinecone-key', 'Pinecone key as a TS default', `  pineconeKey: process.env.PINECONE_API_KEY ?? "${K.pinecone()}",`), '  pineconeKey: process.env.PINECONE_API_KEY!,'),
  `  indexName: "docs-${N.wandbRun()}",`,
  `  embeddingDim: 1536,`,
  `  cacheSalt: "${N.sha256().slice(0, 32)}",`,
  '};',
]);
file('rag-service/src/anthropic.ts', [
  'import Anthropic from "@anthropic-ai/sdk";',
  '',
  leakOr(0.65, S('anthropic-key', 'Anthropic key passed to the TS client', `const client = new Anthropic({ apiKey: "${K.anthropic()}" });`), 'const client = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY });'),
  '',
  'export async function summarize(text: string) {',
  '  return client.messages.create({ model: "claude-3-5-haiku-latest", max_tokens: 512, messages: [{ role: "user", content: text }] });',
  '}',
]);
file('rag-service/test/fixtures.ts', [
  'export const FAKE_OPENAI_KEY = "sk-fake-key-for-tests";',
  'export const FAKE_PINECONE_KEY = "00000000-0000-0000-0000-000000000000";',
  `export const SAMPLE_EMBEDDING_ID = "${uuid()}";`,
  `export const SAMPLE_DOC_HASH = "${N.sha256()}";`,
]);
file('data/manifests/datasets.csv', ['dataset,version,sha256,rows', ...Array.from({ length: 15 }, (_, i) => `ds_${i},${int(9)}.${int(9)},${N.sha256()},${digits(6)}`)]);
file('data/manifests/model_registry.json', JSON.stringify(Array.from({ length: 6 }, (_, i) => ({
  name: `model-${i}`, run_id: N.runId(), artifact_digest: N.digest(), hf_revision: N.gitSha(), wandb_run: N.wandbRun(),
})), null, 2).split('\n'));
file('data/samples/tokens.parquet.b64', [from(B64, 76), from(B64, 76), from(B64, 76), from(B64, 40) + '==']);
file('data/fixtures/users.csv', ['id,email,api_key_hash,created_at', ...Array.from({ length: 10 }, (_, i) => `${i},user${i}@example.com,${N.sha256()},2024-0${1 + int(9)}-1${int(9)}`)]);

// ---- docs ----
file('docs/onboarding.md', [
  '# Data platform onboarding',
  '',
  '1. Create a Databricks token (User Settings → Developer) and store it in `~/.databrickscfg`:',
  '',
  '```ini',
  '[DEFAULT]',
  'host = https://dbc-xxxxxxxx-xxxx.cloud.databricks.com',
  'token = dapi<your-token>',
  '```',
  '',
  '2. Export your OpenAI key: `export OPENAI_API_KEY=sk-...`',
  '3. Never paste keys into notebooks; use `getpass` or the secret scope.',
  '',
  `Dataset snapshot used in the examples: \`${N.sha256()}\`.`,
]);
file('docs/kafka.md', [
  '# Connecting to Confluent Cloud',
  '',
  '```properties',
  'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="<API_KEY>" password="<API_SECRET>";',
  '```',
  '',
  `Cluster id: \`${N.lkc()}\`.`,
]);
file('docs/incidents/2025-02-llm-key-leak.md', [
  '# Incident: LLM key committed to the rag-service repo',
  '',
  'The following key was found in a public gist and has been revoked:',
  '',
  '```',
  S('openai-key', 'leaked key quoted in an incident write-up', `OPENAI_API_KEY=${K.openai()}`),
  '```',
  '',
  'Action items: enable push protection, rotate quarterly.',
]);
file('docs/runbooks/snowflake.md', [
  '# Snowflake runbook',
  '',
  'Connect with the break-glass account only in an emergency:',
  '',
  '```bash',
  S('snowflake-password', 'break-glass password in a runbook', `snowsql -a ${pick(SF_ACCOUNTS)} -u BREAKGLASS --password '${password().replace(/'/g, '')}'`),
  '```',
  '',
  'Key-pair fingerprint: `SHA256:' + b64(32) + '`',
]);
file('docs/mlflow.md', [
  '# MLflow',
  '',
  '```python',
  'import mlflow',
  'mlflow.set_tracking_uri("https://mlflow.lumenfold.io")',
  '# MLFLOW_TRACKING_USERNAME / MLFLOW_TRACKING_PASSWORD come from the vault',
  '```',
  '',
  `Example run: \`${N.runId()}\`, artifact digest \`${N.digest()}\`.`,
]);
file('docs/hf.md', [
  '# Hugging Face',
  '',
  'Use `huggingface-cli login` and paste a token like `hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`.',
  `Pinned revision of our base model: \`${N.gitSha()}\`.`,
  `Weights checksum: \`${N.sha256()}\`.`,
]);
for (const d of ['dbt-style', 'notebook-hygiene', 'airflow-conventions', 'feature-store', 'bi-tools', 'cost-controls']) {
  file(`docs/${d}.md`, [
    `# ${d.replace(/-/g, ' ')}`,
    '',
    'Secrets live in the vault; reference them as `{{ env_var(\'NAME\') }}`, `dbutils.secrets.get(...)` or `${NAME}`.',
    '',
    `Reference build: \`${N.gitSha()}\`, manifest md5 \`${N.md5()}\`, request id \`${uuid()}\`.`,
    chance(0.3) ? S('db-password', 'copy-pasted connection string in docs', `Example (staging): \`postgresql://reporting:${plainPw()}@${pick(DB_HOSTS)}:5432/analytics\``) : 'Example: `postgresql://USER:PASSWORD@HOST:5432/analytics`',
  ]);
}

// ---- filler modules without secrets ----
const FILLER = ['transform/orders.py', 'transform/customers.py', 'transform/events.py', 'transform/utils.py', 'quality/checks.py',
  'quality/profiles.py', 'features/rolling.py', 'features/encoders.py', 'serving/app.py', 'serving/schemas.py',
  'ingest/sftp.py', 'ingest/s3_listing.py', 'ingest/api_pager.py', 'ml/train.py', 'ml/evaluate.py', 'ml/infer.py'];
for (const f of FILLER) {
  const lines = [
    'import hashlib',
    'import os',
    '',
    `SCHEMA_VERSION = "${int(5)}.${int(20)}"`,
    `SCHEMA_FINGERPRINT = "${N.sha256()}"`,
    `PARTITION_SALT = "${N.md5()}"`,
    '',
    'def token_hash(token: str) -> str:',
    '    return hashlib.sha256(token.encode()).hexdigest()',
    '',
    'def db_url() -> str:',
    '    return f"postgresql://{os.environ[\'PGUSER\']}:{os.environ[\'PGPASSWORD\']}@{os.environ[\'PGHOST\']}/analytics"',
  ];
  if (chance(0.4)) lines.push('', `API_KEY_HEADER = "X-Api-Key"`, 'PASSWORD_FIELD = "password"', `DEFAULT_TOKEN_TTL = ${60 * (1 + int(24))}`);
  file(f, lines);
}

// ---- more: R notebooks, Scala Databricks notebooks, dbt SQL models, Helm values, ConfigMaps ----
const R_KERNEL = { kernelspec: { display_name: 'R', language: 'R', name: 'ir' }, language_info: { name: 'R', version: '4.3.2' } };
for (const r of ['retention-r', 'uplift-r', 'survey-weights-r', 'spatial-r']) {
  notebookFile(`notebooks/r/${r}.ipynb`, [
    { md: `# ${r}` },
    { n: 1, code: ['library(httr2)', chance(0.6)
      ? S('openai-key', 'OpenAI key set in an R notebook', `Sys.setenv(OPENAI_API_KEY = "${K.openai()}")`)
      : 'readRenviron("~/.Renviron")'] },
    { n: 2, code: [chance(0.5)
      ? S('db-password', 'password in an R notebook dbConnect', `con <- DBI::dbConnect(RPostgres::Postgres(), dbname = "analytics", user = "r_user", password = "${plainPw()}")`)
      : 'con <- DBI::dbConnect(RPostgres::Postgres(), dbname = "analytics", password = keyring::key_get("pg"))',
    `digest_expected <- "${N.sha256()}"`] ,
    outputs: [{ output_type: 'stream', name: 'stdout', text: [`[1] "${N.md5()}"\n`] }] },
  ], R_KERNEL);
}
for (const n of ['ScoreStream', 'CompactTables', 'AuditLogs']) {
  file(`databricks/notebooks/${n}.scala`, [
    '// Databricks notebook source',
    `// MAGIC %md # ${n}`,
    '',
    '// COMMAND ----------',
    '',
    chance(0.6)
      ? S('db-password', 'JDBC password in a Scala Databricks notebook', `val jdbcUrl = "jdbc:sqlserver://erp-sql.lumenfold.io:1433;database=erp;user=spark_reader;password=${plainPw()}"`)
      : 'val jdbcUrl = dbutils.secrets.get("erp", "jdbc-url")',
    `val checkpoint = "/mnt/chk/${n.toLowerCase()}-${N.md5().slice(0, 8)}"`,
    'spark.readStream.table("bronze.events").writeStream.option("checkpointLocation", checkpoint).toTable("silver.events")',
  ]);
}
const MODELS = ['stg_orders', 'stg_customers', 'stg_payments', 'int_sessions', 'fct_revenue', 'dim_products',
  'fct_inference_costs', 'dim_models', 'int_embeddings_usage', 'fct_kafka_lag'];
for (const m of MODELS) {
  file(`dbt/core/models/${m}.sql`, [
    `{{ config(materialized='${pick(['table', 'view', 'incremental'])}', unique_key='${m}_sk') }}`,
    '',
    'select',
    `    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as ${m}_sk,`,
    '    md5(cast(api_key as varchar)) as api_key_hash,',
    `    '${N.md5()}' as model_build_hash,`,
    '    *',
    `from {{ source('raw', '${m.replace(/^(stg|int|fct|dim)_/, '')}') }}`,
    `where _loaded_at > '2024-0${1 + int(9)}-01'`,
  ]);
}
file('helm/airflow/values.yaml', [
  'executor: KubernetesExecutor',
  S('fernet-key', 'fernetKey in Airflow Helm values', `fernetKey: ${K.fernet()}`),
  S('flask-secret', 'webserverSecretKey in Airflow Helm values', `webserverSecretKey: ${hex(32)}`),
  'data:',
  '  metadataConnection:',
  '    user: airflow',
  S('db-password', 'metadata DB pass in Helm values', `    pass: ${plainPw()}`),
  '    host: airflow-db',
  '    db: airflow',
  'webserver:',
  '  defaultUser:',
  '    username: admin',
  '    password: admin',
  'images:',
  '  airflow:',
  '    repository: registry.lumenfold.io/airflow',
  `    digest: sha256:${N.sha256()}`,
]);
file('helm/airflow/values-prod.yaml', [
  'fernetKeySecretName: airflow-fernet',
  'webserverSecretKeySecretName: airflow-webserver',
  'data:',
  '  metadataSecretName: airflow-metadata',
  `podAnnotations:`,
  `  checksum/config: ${N.sha256()}`,
]);
for (const c of ['spark-operator', 'trino', 'kafka-ui', 'jupyterhub-cm', 'feast-cm', 'superset-cm']) {
  file(`k8s/configmaps/${c}.yaml`, [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    `  name: ${c}`,
    'data:',
    `  LOG_LEVEL: info`,
    `  BUILD_SHA: "${N.gitSha()}"`,
    `  CACHE_KEY: "${N.sha256()}"`,
    `  TRACE_ID_SEED: "${uuid()}"`,
    c === 'trino' && chance(0.7)
      ? S('aws-secret', 'S3 secret in a Trino catalog inside a ConfigMap', `  hive.properties: "connector.name=hive\\nhive.metastore.uri=thrift://metastore:9083\\nhive.s3.aws-secret-key=${K.awsSk()}"`)
      : '  EXTRA: ""',
  ]);
}
for (const t of ['network', 'gcs_buckets', 'iam_bindings', 'vertex', 'composer']) {
  file(`terraform/gcp/${t}.tf`, [
    `resource "google_project_service" "${t}" {`,
    `  project = "${pick(PROJECTS)}"`,
    `  service = "${pick(['bigquery', 'storage', 'aiplatform', 'composer'])}.googleapis.com"`,
    '}',
    '',
    `# state snapshot ${N.sha256()}`,
    t === 'composer' ? [
      'resource "google_composer_environment" "main" {',
      '  name = "airflow-prod"',
      '  config {',
      '    software_config {',
      '      env_variables = {',
      leakOr(0.7, S('slack-token', 'Slack bot token in Composer env variables', `        SLACK_BOT_TOKEN = "${K.slackBot()}"`), '        SLACK_BOT_TOKEN = var.slack_bot_token'),
      '      }',
      '    }',
      '  }',
      '}',
    ] : null,
  ]);
}
for (const p of ['great_expectations/expectations/customers_suite.json', 'great_expectations/expectations/events_suite.json']) {
  file(p, JSON.stringify({ expectation_suite_name: path.basename(p, '.json'), ge_cloud_id: uuid(),
    meta: { great_expectations_version: '0.18.12', profiler_config: { fingerprint: N.sha256() } }, expectations: [] }, null, 2).split('\n'));
}
file('airflow/plugins/hooks/weaviate_hook.py', [
  'from airflow.hooks.base import BaseHook',
  '',
  'class WeaviateHook(BaseHook):',
  '    def get_conn(self):',
  '        conn = self.get_connection(self.conn_id)',
  '        return weaviate.connect_to_wcs(cluster_url=conn.host, auth_credentials=weaviate.auth.AuthApiKey(conn.password))',
]);
file('airflow/plugins/hooks/openai_hook.py', [
  'from airflow.hooks.base import BaseHook',
  '',
  'DEFAULT_MODEL = "text-embedding-3-small"',
  leakOr(0.6, S('openai-key', 'OpenAI key as a hook fallback', `FALLBACK_KEY = "${K.openai()}"`), 'FALLBACK_KEY = None'),
  '',
  'class OpenAIHook(BaseHook):',
  '    def get_conn(self):',
  '        return OpenAI(api_key=self.get_connection(self.conn_id).password or FALLBACK_KEY)',
]);
file('services/vector-db/docker-compose.yml', [
  'services:',
  '  qdrant:',
  `    image: qdrant/qdrant@sha256:${N.sha256()}`,
  '    environment:',
  S('qdrant-key', 'Qdrant API key in compose', `      QDRANT__SERVICE__API_KEY: ${from(URLSAFE, 32)}`),
  '  weaviate:',
  '    image: semitechnologies/weaviate:1.24.1',
  '    environment:',
  '      AUTHENTICATION_APIKEY_ENABLED: "true"',
  S('weaviate-key', 'Weaviate API key list in compose', `      AUTHENTICATION_APIKEY_ALLOWED_KEYS: ${from(ALNUM, 32)}`),
  '      AUTHENTICATION_APIKEY_USERS: rag-service',
]);
file('services/trino/catalog/postgres.properties', [
  'connector.name=postgresql',
  `connection-url=jdbc:postgresql://${pick(DB_HOSTS)}:5432/analytics`,
  'connection-user=trino_reader',
  S('db-password', 'Trino catalog connection-password', `connection-password=${plainPw()}`),
]);
file('services/trino/catalog/hive.properties', [
  'connector.name=hive',
  'hive.metastore.uri=thrift://metastore:9083',
  'hive.s3.aws-access-key=${ENV:AWS_ACCESS_KEY_ID}',
  'hive.s3.aws-secret-key=${ENV:AWS_SECRET_ACCESS_KEY}',
]);
file('services/jupyterhub/jupyter_server_config.py', [
  'c = get_config()  # noqa',
  leakOr(0.6, S('jupyter-token', 'Jupyter server token literal', `c.ServerApp.token = "${hex(48)}"`), 'c.ServerApp.token = os.environ.get("JUPYTER_TOKEN", "")'),
  `c.ServerApp.password = "argon2:$argon2id$v=19$m=10240,t=10,p=8$${b64(16).replace(/=+$/, '')}$${b64(32).replace(/=+$/, '')}"`,
  'c.ServerApp.ip = "0.0.0.0"',
]);
file('services/mlflow/basic_auth.ini', [
  '[mlflow]',
  'default_permission = READ',
  'database_uri = sqlite:///basic_auth.db',
  'admin_username = admin',
  S('mlflow-password', 'MLflow basic_auth.ini admin password', `admin_password = ${plainPw()}`),
  'authorization_function = mlflow.server.auth:authenticate_request_basic_auth',
]);
file('services/pip/pip.conf', [
  '[global]',
  leakOr(0.7, S('artifactory-password', 'Artifactory credentials in a pip index URL', `extra-index-url = https://ml-ci:${plainPw()}@artifactory.lumenfold.io/artifactory/api/pypi/pypi-local/simple`), 'extra-index-url = https://artifactory.lumenfold.io/artifactory/api/pypi/pypi-local/simple'),
  'timeout = 60',
]);
file('services/conda/environment.yml', [
  'name: lumenfold-ds',
  'channels: [conda-forge]',
  'dependencies:',
  '  - python=3.11',
  '  - pandas=2.2.1',
  '  - pip:',
  '    - mlflow==2.12.1',
  `# lock: ${N.sha256()}`,
]);
file('services/sqlfluff/.sqlfluff', ['[sqlfluff]', 'dialect = snowflake', 'templater = dbt', '[sqlfluff:templater:dbt]', 'profiles_dir = dbt/core']);
const readme = [
  '# heldout14 — data and ML platform team (written blind)',
  '',
];
const labels = writeAll();
readme.push(`Generated by bench/secrets/make-heldout14.mjs (seed 14014): ${files.size} files, ${labels.length} planted credentials.`,
  'LABELS.json lists each {file, line, kind, why}. See the generator\'s top comment for what counts as a credential.');
fs.writeFileSync(path.join(out, 'README-SET.md'), readme.join('\n') + '\n');
const kinds = new Map();
for (const l of labels) kinds.set(l.kind, (kinds.get(l.kind) ?? 0) + 1);
console.log(`heldout14: ${files.size + 1} files, ${labels.length} labels in ${new Set(labels.map((l) => l.file)).size} files`);
console.log([...kinds].map(([k, n]) => `${k} ${n}`).join(', '));
