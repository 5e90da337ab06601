#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout6/: a sixth held-out set for the secrets scanner, written blind
 * (without reading the scanner or its rules). Seeded, so reruns give the same files. Every
 * credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout6.mjs [--seed N]
 *
 * Unlike heldout1–5 (product monorepos, a Go/Java service tree, an ops drive of client repositories)
 * the set is a data-science / ML platform team's monorepo: Jupyter notebooks and Databricks notebook
 * sources, Airflow DAGs and airflow.cfg, dbt profiles, Spark and Hadoop configuration (spark-defaults,
 * core-site.xml, hive-site.xml), Databricks/MLflow/W&B/Hugging Face/LLM vendor keys, warehouse
 * connections (Snowflake, BigQuery, Redshift, ClickHouse), cloud credentials in their many formats,
 * Kubernetes Secrets and Helm values of the platform's services (JupyterHub, Airflow, MLflow,
 * Superset), docker compose, package index credentials (pip.conf, .pypirc, .netrc, .npmrc, .condarc,
 * poetry), Singer/Meltano extractor configs, R and Scala jobs, SQL stages and COPY statements.
 * Many files are written from one template several times, leaking in some and careful in others.
 * The plant/label/write mechanics are shared with make-heldout5.mjs (planted-set.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notebook, passwordMakers, plantedSet } from './planted-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout6');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(6606));
const chance = (p) => rnd() < p;
const { cred, file, writeSet } = plantedSet(chance);

const URLSAFE = ALNUM + '-_';
const B32U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const b64 = (n) => from(B64, n);
const b64pad = (bytes) => { const n = Math.ceil(bytes / 3) * 4; const pad = (3 - (bytes % 3)) % 3; return from(B64, n - pad) + '='.repeat(pad); };
const b64urlpad = (bytes) => b64pad(bytes).replace(/\+/g, '-').replace(/\//g, '_');
const b64url = (n) => from(URLSAFE, n);
const enc = (s) => Buffer.from(s).toString('base64');
const WORDS = ['quokka', 'sprocket', 'lichen', 'gossamer', 'paddock', 'cormorant', 'thimble', 'ferrule', 'mistral', 'obsidian',
  'pangolin', 'tarragon', 'vellum', 'walrus', 'bobbin', 'cassava', 'dormouse', 'estuary', 'fulcrum', 'halyard', 'jicama', 'kumquat'];
const TEAMS = ['forecasting', 'recsys', 'fraud', 'nlp', 'vision', 'growth', 'pricing', 'search'];
const sha256 = () => hex(64);
const sha1 = () => hex(40);

const { password, plainPassword } = passwordMakers({ int, pick, from, hex, alnum }, WORDS,
  { length: [10, 28], plainLength: [12, 24], plainHead: 5, plainMiddle: [8, 10] });
const dq = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const sq = (s) => s.replace(/'/g, "''");
const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- provider shapes ----
const V = {
  awsId: () => pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + from(B32U, 16),
  awsSecret: () => from(ALNUM + '+/', 40),
  openai: () => pick([
    () => `sk-proj-${b64url(58)}T3BlbkFJ${b64url(58)}`,
    () => `sk-${alnum(20)}T3BlbkFJ${alnum(20)}`,
    () => `sk-svcacct-${b64url(60)}T3BlbkFJ${b64url(60)}`,
  ])(),
  anthropic: () => `sk-ant-api03-${b64url(93)}AA`,
  cohere: () => alnum(40),
  pineconeNew: () => `pcsk_${alnum(6)}_${alnum(63)}`,
  pineconeUuid: () => uuid(),
  replicate: () => 'r8_' + alnum(37),
  huggingface: () => 'hf_' + from(UP + LOW, 34),
  wandb: () => hex(40),
  databricks: () => 'dapi' + hex(32) + (chance(0.3) ? '-' + int(4) : ''),
  langsmith: () => `lsv2_${pick(['pt', 'sk'])}_${hex(32)}_${hex(10)}`,
  groq: () => 'gsk_' + alnum(52),
  mistral: () => alnum(32),
  together: () => hex(64),
  prefect: () => 'pnu_' + alnum(36),
  modalSecret: () => 'as-' + alnum(22),
  kaggle: () => hex(32),
  labelStudio: () => hex(40),
  googleApi: () => 'AIza' + b64url(35),
  gcsHmacSecret: () => b64(40),
  azureStorageKey: () => b64pad(64),
  azureAdSecret: () => alnum(3) + '8Q~' + from(ALNUM + '-_.~', 34),
  azureSbKey: () => b64pad(32),
  sasSig: () => encodeURIComponent(b64pad(32)),
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 10)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  discordHook: () => `https://discord.com/api/webhooks/${digits(19)}/${b64url(68)}`,
  slackBot: () => `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`,
  stripe: () => pick(['sk_live_51' + alnum(97), 'rk_live_51' + alnum(97), 'sk_live_' + alnum(24)]),
  twilioToken: () => hex(32),
  sendgrid: () => `SG.${b64url(22)}.${b64url(43)}`,
  mailgun: () => pick(['key-' + hex(32), `${hex(32)}-${hex(8)}-${hex(8)}`]),
  ghp: () => pick(['ghp_' + alnum(36), 'github_pat_11' + from(UP + DIG, 22) + '_' + alnum(59), 'gho_' + alnum(36)]),
  glpat: () => 'glpat-' + b64url(20),
  sentryAuth: () => 'sntrys_' + b64url(110),
  pypi: () => 'pypi-AgEIcHlwaS5vcmc' + b64url(160 + int(30)),
  npm: () => 'npm_' + alnum(36),
  jwtSecret: () => (chance(0.5) ? hex(64) : b64pad(48)),
  fernet: () => b64urlpad(32),
  hex64: () => hex(64),
};
function pem(type, lines = 25) {
  const body = Array.from({ length: lines }, () => b64(64));
  body.push(b64(16 + int(44)) + pick(['', '=', '==']));
  return `-----BEGIN ${type}-----\n${body.join('\n')}\n-----END ${type}-----`;
}
const certificate = () => pem('CERTIFICATE', 18);
const publicKey = () => pem('PUBLIC KEY', 6);
const sshPub = () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)} ${pick(WORDS)}@${pick(TEAMS)}`;
const bcrypt = () => '$2b$12$' + from(ALNUM + './', 53);
const basic = (user, pass) => Buffer.from(`${user}:${pass}`).toString('base64');
const pngB64 = () => 'iVBORw0KGgoAAAANSUhEUgAA' + b64(600 + int(400)) + '=';

/** A GCP service-account key file, its private key on one JSON line as Google writes it. */
function serviceAccount(project, name, leak) {
  // Real newlines: JSON.stringify writes them as \n (escaping them here first wrote \\n, fixed after the blind run).
  const key = pem('PRIVATE KEY', 26) + '\n';
  const json = {
    type: 'service_account',
    project_id: project,
    private_key_id: hex(40),
    private_key: leak ? cred('gcp-service-account', key, 'private key of a GCP service-account JSON', '-----BEGIN PRIVATE KEY-----') : '',
    client_email: `${name}@${project}.iam.gserviceaccount.com`,
    client_id: digits(21),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${name}%40${project}.iam.gserviceaccount.com`,
    universe_domain: 'googleapis.com',
  };
  return JSON.stringify(json, null, 2);
}

// =====================================================================================
// Top level: README, .gitignore, docker compose for the local stack, .env files
// =====================================================================================
file('README.md', `# lakehouse

Monorepo of the data & ML platform team: notebooks, Airflow DAGs, dbt projects, Spark jobs, model
training and serving, and the Helm charts of the shared services (JupyterHub, Airflow, MLflow, Superset).

## Local stack

\`\`\`bash
cp .env.example .env          # then fill in the values from the team vault
docker compose up -d postgres minio mlflow
export MLFLOW_TRACKING_URI=http://localhost:5000
\`\`\`

Credentials never go into notebooks: use \`os.environ\`, \`dbutils.secrets.get\` or Airflow connections.
Model artefacts are tracked with DVC; \`dvc pull\` needs the \`DVC_REMOTE_KEY\` variable.
`);
file('.gitignore', `.env\n*.pem\n.ipynb_checkpoints/\n__pycache__/\nmlruns/\nwandb/\n.dvc/cache\ntarget/\ndbt_packages/\nlogs/\n`);
file('.env.example', `POSTGRES_PASSWORD=
MINIO_ROOT_USER=minio
MINIO_ROOT_PASSWORD=<generate: openssl rand -hex 24>
OPENAI_API_KEY=sk-...
ANTHROPIC_API_KEY=sk-ant-...
HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
WANDB_API_KEY=your-wandb-api-key
SNOWFLAKE_PASSWORD=changeme
DATABRICKS_TOKEN=dapiXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
`);
{
  const pg = plainPassword(), minio = plainPassword();
  file('.env', `# local stack (copied from the vault on ${int(28) + 1}.0${int(9) + 1}.2026)
POSTGRES_USER=lakehouse
POSTGRES_PASSWORD=${cred('password', pg, 'POSTGRES_PASSWORD in a committed .env')}
MINIO_ROOT_USER=minio
MINIO_ROOT_PASSWORD=${cred('password', minio, 'MINIO_ROOT_PASSWORD in a committed .env')}
OPENAI_API_KEY=${cred('token:openai', V.openai(), 'OpenAI key in .env')}
HF_TOKEN=${cred('token:huggingface', V.huggingface(), 'Hugging Face token in .env')}
WANDB_API_KEY=${cred('token:wandb', V.wandb(), 'W&B API key (40 hex) in .env')}
MLFLOW_TRACKING_URI=http://localhost:5000
WANDB_PROJECT=lakehouse-dev
WANDB_RUN_ID=${alnum(8).toLowerCase()}
`);
  file('docker-compose.yml', `services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: lakehouse
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD}
      POSTGRES_DB: mlflow
  minio:
    image: minio/minio:RELEASE.2024-05-10T01-41-38Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: minio
      MINIO_ROOT_PASSWORD: \${MINIO_ROOT_PASSWORD:?set it in .env}
  mlflow:
    image: ghcr.io/mlflow/mlflow:v2.12.1
    command: mlflow server --backend-store-uri postgresql://lakehouse:\${POSTGRES_PASSWORD}@postgres/mlflow --default-artifact-root s3://mlflow/
    environment:
      MLFLOW_S3_ENDPOINT_URL: http://minio:9000
      AWS_ACCESS_KEY_ID: minio
      AWS_SECRET_ACCESS_KEY: \${MINIO_ROOT_PASSWORD}
  jupyter:
    image: quay.io/jupyter/pytorch-notebook:2024-05-13
    environment:
      JUPYTER_TOKEN: ${cred('token', hex(48), 'Jupyter server token literal in compose')}
      GRANT_SUDO: "yes"
  label-studio:
    image: heartexlabs/label-studio:1.12.0
    environment:
      LABEL_STUDIO_USERNAME: admin@lakehouse.local
      LABEL_STUDIO_PASSWORD: ${cred('password', plainPassword(), 'Label Studio admin password in compose')}
      LABEL_STUDIO_USER_TOKEN: ${cred('token:label-studio', V.labelStudio(), 'Label Studio user token in compose')}
  qdrant:
    image: qdrant/qdrant:v1.9.2
    environment:
      QDRANT__SERVICE__API_KEY: ${cred('generic-api-key', alnum(32), 'Qdrant service API key in compose')}
`);
  file('docker-compose.ci.yml', `services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: ci
      POSTGRES_PASSWORD: ci
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "\${REDIS_PASSWORD}"]
  tests:
    build: .
    environment:
      DATABASE_URL: postgresql://ci:ci@postgres:5432/ci
      OPENAI_API_KEY: sk-test-not-a-real-key
      WANDB_MODE: offline
`);
}

// =====================================================================================
// Notebooks: per team, an exploration, a model and an LLM notebook; leak or careful per cell
// =====================================================================================
const llmCells = [
  () => ({ kind: 'token:openai', leak: (k) => `from openai import OpenAI\n\nclient = OpenAI(api_key="${k}")`, safe: 'from openai import OpenAI\n\nclient = OpenAI()  # reads OPENAI_API_KEY', value: V.openai }),
  () => ({ kind: 'token:anthropic', leak: (k) => `import anthropic\n\nclient = anthropic.Anthropic(api_key="${k}")`, safe: 'import anthropic\n\nclient = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])', value: V.anthropic }),
  () => ({ kind: 'token:cohere', leak: (k) => `import cohere\n\nco = cohere.Client("${k}")`, safe: 'import cohere\n\nco = cohere.Client(os.getenv("COHERE_API_KEY"))', value: V.cohere }),
  () => ({ kind: 'token:pinecone', leak: (k) => `from pinecone import Pinecone\n\npc = Pinecone(api_key="${k}")\nindex = pc.Index("docs-v3")`, safe: 'from pinecone import Pinecone\n\npc = Pinecone(api_key=userdata.get("PINECONE_API_KEY"))\nindex = pc.Index("docs-v3")', value: () => (chance(0.5) ? V.pineconeNew() : V.pineconeUuid()) }),
  () => ({ kind: 'token:replicate', leak: (k) => `import replicate\n\nos.environ["REPLICATE_API_TOKEN"] = "${k}"`, safe: 'import replicate\n\nos.environ.setdefault("REPLICATE_API_TOKEN", getpass("Replicate token: "))', value: V.replicate }),
  () => ({ kind: 'token:huggingface', leak: (k) => `from huggingface_hub import login\n\nlogin(token="${k}")`, safe: 'from huggingface_hub import login\n\nlogin()  # interactive widget', value: V.huggingface }),
  () => ({ kind: 'token:huggingface', leak: (k) => `model = AutoModelForCausalLM.from_pretrained("meta-llama/Meta-Llama-3-8B", token="${k}", revision="${sha1()}")`, safe: `model = AutoModelForCausalLM.from_pretrained("meta-llama/Meta-Llama-3-8B", revision="${sha1()}")`, value: V.huggingface }),
  () => ({ kind: 'token:groq', leak: (k) => `from groq import Groq\n\ngroq = Groq(api_key="${k}")`, safe: 'from groq import Groq\n\ngroq = Groq()', value: V.groq }),
  () => ({ kind: 'token:mistral', leak: (k) => `from mistralai import Mistral\n\nMISTRAL_API_KEY = "${k}"\nmistral = Mistral(api_key=MISTRAL_API_KEY)`, safe: 'from mistralai import Mistral\n\nmistral = Mistral(api_key=os.environ["MISTRAL_API_KEY"])', value: V.mistral }),
  () => ({ kind: 'token:together', leak: (k) => `from together import Together\n\ntogether = Together(api_key="${k}")`, safe: 'from together import Together\n\ntogether = Together()', value: V.together }),
  () => ({ kind: 'token:langsmith', leak: (k) => `%env LANGCHAIN_API_KEY=${k}\n%env LANGCHAIN_TRACING_V2=true`, safe: '%env LANGCHAIN_TRACING_V2=true', value: V.langsmith }),
  () => ({ kind: 'token:wandb', leak: (k) => `import wandb\n\nwandb.login(key="${k}")\nrun = wandb.init(project="${pick(TEAMS)}-exp", config=cfg)`, safe: 'import wandb\n\nwandb.login()\nrun = wandb.init(project="exp", config=cfg)', value: V.wandb }),
  () => ({ kind: 'token:wandb', leak: (k) => `!wandb login ${k}`, safe: '!wandb login --relogin', value: V.wandb }),
];
const dataCells = [
  () => {
    const p = password();
    return { kind: 'password', leak: () => `import snowflake.connector\n\nconn = snowflake.connector.connect(\n    user="${pick(TEAMS).toUpperCase()}_SVC",\n    password="${cred('password', dq(p), 'snowflake.connector.connect password in a notebook')}",\n    account="${from(LOW, 2)}${digits(5)}.eu-central-1",\n    warehouse="ANALYTICS_WH",\n)`, safe: 'import snowflake.connector\n\nconn = snowflake.connector.connect(\n    user=os.environ["SNOWFLAKE_USER"],\n    password=os.environ["SNOWFLAKE_PASSWORD"],\n    account=os.environ["SNOWFLAKE_ACCOUNT"],\n)' };
  },
  () => {
    const p = plainPassword();
    return { kind: 'connection-string', leak: () => `engine = create_engine("${cred('connection-string', `postgresql+psycopg2://analyst:${p}@warehouse-ro.lakehouse.internal:5432/analytics`, 'SQLAlchemy URL with password in a notebook', p)}")\ndf = pd.read_sql("select * from marts.fct_orders limit 1000", engine)`, safe: 'engine = create_engine(os.environ["WAREHOUSE_URL"])\ndf = pd.read_sql("select * from marts.fct_orders limit 1000", engine)' };
  },
  () => {
    const p = plainPassword();
    return { kind: 'password', leak: () => `import redshift_connector\n\nconn = redshift_connector.connect(\n    host="analytics.${from(LOW + DIG, 12)}.eu-west-1.redshift.amazonaws.com",\n    database="dev",\n    user="awsuser",\n    password="${cred('password', p, 'redshift_connector.connect password in a notebook')}",\n)`, safe: 'import redshift_connector\n\nconn = redshift_connector.connect(iam=True, database="dev", db_user="analyst", cluster_identifier="analytics", profile="analytics")' };
  },
  () => {
    const id = V.awsId(), sec = V.awsSecret();
    return { kind: 'aws', leak: () => `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${cred('aws-access-key', id, 'boto3 key id in a notebook')}",\n    aws_secret_access_key="${cred('aws-secret-key', sec, 'boto3 secret in a notebook')}",\n)\nobj = s3.get_object(Bucket="lakehouse-raw", Key="events/2026/11/part-000.parquet")`, safe: 's3 = boto3.Session(profile_name="analytics").client("s3")\nobj = s3.get_object(Bucket="lakehouse-raw", Key="events/2026/11/part-000.parquet")' };
  },
  () => {
    const k = V.azureStorageKey();
    return { kind: 'azure', leak: () => `from azure.storage.blob import BlobServiceClient\n\nconn_str = "${cred('azure-storage-key', `DefaultEndpointsProtocol=https;AccountName=lakehouse${from(LOW + DIG, 6)};AccountKey=${k};EndpointSuffix=core.windows.net`, 'Azure storage connection string in a notebook', k)}"\nblob = BlobServiceClient.from_connection_string(conn_str)`, safe: 'from azure.identity import DefaultAzureCredential\nfrom azure.storage.blob import BlobServiceClient\n\nblob = BlobServiceClient(account_url=ACCOUNT_URL, credential=DefaultAzureCredential())' };
  },
  () => ({ kind: 'databricks', leak: () => `from databricks import sql\n\nconn = sql.connect(server_hostname="adb-${digits(16)}.${int(20)}.azuredatabricks.net", http_path="/sql/1.0/warehouses/${hex(16)}", access_token="${cred('token:databricks', V.databricks(), 'Databricks SQL access_token in a notebook')}")`, safe: 'from databricks import sql\n\nconn = sql.connect(server_hostname=HOST, http_path=HTTP_PATH, access_token=dbutils.secrets.get(scope="analytics", key="sql-token"))' }),
];
const outputImage = () => ({ output_type: 'display_data', data: { 'image/png': pngB64(), 'text/plain': ['<Figure size 1200x600 with 1 Axes>'] }, metadata: {} });
for (const team of TEAMS) {
  const runId = hex(32);
  const llm = pick(llmCells)();
  const llmLeak = chance(0.75);
  const data = pick(dataCells)();
  const dataLeak = chance(0.7);
  file(`notebooks/${team}/01-exploration.ipynb`, notebook([
    { md: `# ${cap(team)}: exploration\n\nPulls a sample from the warehouse. Ask #data-platform for access.` },
    { n: 1, code: 'import os\nimport pandas as pd\nimport boto3\nfrom sqlalchemy import create_engine\nfrom getpass import getpass' },
    { n: 2, code: dataLeak ? data.leak() : data.safe },
    { n: 3, code: 'df.describe()', outputs: [{ output_type: 'execute_result', execution_count: 3, data: { 'text/plain': ['         amount\ncount  1000.000\nmean     41.220'] }, metadata: {} }] },
    { n: 4, code: 'ax = df.plot.hist(bins=40)', outputs: [outputImage()] },
  ]));
  const llmCode = llmLeak ? llm.leak(cred(llm.kind, llm.value(), `${llm.kind} key typed into a notebook cell`)) : llm.safe;
  file(`notebooks/${team}/02-llm-eval.ipynb`, notebook([
    { md: `# ${cap(team)}: LLM evaluation\n\nRun id of the baseline: \`${runId}\`.` },
    { n: 1, code: 'import os\nfrom getpass import getpass\nfrom google.colab import userdata' },
    { n: 2, code: llmCode },
    { n: 3, code: `mlflow.set_experiment("/${team}/llm-eval")\nbaseline = mlflow.get_run("${runId}")\nprint(baseline.info.artifact_uri)`, outputs: [{ output_type: 'stream', name: 'stdout', text: [`dbfs:/databricks/mlflow-tracking/${digits(16)}/${runId}/artifacts\n`] }] },
  ]));
  const second = pick(llmCells)();
  const secondLeak = chance(0.5);
  file(`notebooks/${team}/03-training.ipynb`, notebook([
    { md: `# ${cap(team)}: training\n\nTracking goes to the shared MLflow; sweeps to W&B.` },
    { n: 1, code: `import mlflow\nimport wandb\nimport os\n\nmlflow.set_tracking_uri("databricks")\nos.environ["MLFLOW_EXPERIMENT_ID"] = "${digits(16)}"` },
    { n: 2, code: secondLeak ? second.leak(cred(second.kind, second.value(), `${second.kind} key in a training notebook`)) : second.safe },
    { n: 3, code: `with mlflow.start_run(run_name="${pick(WORDS)}-${int(99)}") as run:\n    mlflow.log_params({"lr": 3e-4, "epochs": 12, "seed": ${int(9999)}})\n    mlflow.log_metric("auc", 0.${digits(4)})\n    print(run.info.run_id)`, outputs: [{ output_type: 'stream', name: 'stdout', text: [hex(32) + '\n'] }] },
  ]));
}
// A notebook that prints a credential into its output (the source is careful, the output is not)
{
  const tok = V.databricks();
  file('notebooks/platform/debug-connection.ipynb', notebook([
    { n: 1, code: 'import os\nprint(os.environ)' },
    { n: 2, code: 'from databricks.sdk import WorkspaceClient\nw = WorkspaceClient()\nw.config.as_dict()', outputs: [{ output_type: 'execute_result', execution_count: 2, data: { 'text/plain': [`{'host': 'https://adb-${digits(16)}.${int(20)}.azuredatabricks.net',\n`, ` 'token': '${cred('token:databricks', tok, 'Databricks token echoed in a cell output', tok)}',\n`, " 'auth_type': 'pat'}"] }, metadata: {} }] },
  ]));
  file('notebooks/platform/colab-setup.ipynb', notebook([
    { md: '# Colab setup\n\nSecrets come from the Colab secrets panel.' },
    { n: 1, code: 'from google.colab import userdata\nimport os\n\nos.environ["HF_TOKEN"] = userdata.get("HF_TOKEN")\nos.environ["OPENAI_API_KEY"] = userdata.get("OPENAI_API_KEY")' },
    { n: 2, code: `!pip install -q transformers==4.41.2 datasets accelerate --hash=sha256:${sha256()}` },
    { n: 3, code: `# Example from the docs; replace with your own key\n# client = OpenAI(api_key="sk-...")\nEXAMPLE_TOKEN = "hf_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"` },
  ]));
  file('notebooks/platform/kaggle-download.ipynb', notebook([
    { n: 1, code: `import json, os, pathlib\n\npathlib.Path("~/.kaggle").expanduser().mkdir(exist_ok=True)\njson.dump({"username": "lakehouse-ml", "key": "${cred('token:kaggle', V.kaggle(), 'Kaggle API key written to kaggle.json from a notebook')}"}, open(os.path.expanduser("~/.kaggle/kaggle.json"), "w"))` },
    { n: 2, code: '!kaggle competitions download -c store-sales-time-series-forecasting' },
  ]));
  file('notebooks/platform/r-warehouse.ipynb', notebook([
    { n: 1, code: `library(DBI)\ncon <- dbConnect(RPostgres::Postgres(), dbname = "analytics", host = "warehouse-ro.lakehouse.internal",\n                 user = "analyst", password = "${cred('password', plainPassword(), 'RPostgres dbConnect password in an R notebook')}")` },
    { n: 2, code: 'head(dbGetQuery(con, "select * from marts.dim_customer limit 5"))' },
  ], { kernelspec: { display_name: 'R', language: 'R', name: 'ir' }, language_info: { name: 'R', version: '4.4.0' } }));
}

// =====================================================================================
// Databricks notebook sources (.py with COMMAND separators) and .databrickscfg
// =====================================================================================
for (const team of TEAMS.slice(0, 6)) {
  const leakKind = int(3);
  const acct = `lake${from(LOW + DIG, 8)}`;
  let secretLine;
  if (leakKind === 0) {
    const k = V.azureStorageKey();
    secretLine = `spark.conf.set("fs.azure.account.key.${acct}.dfs.core.windows.net", "${cred('azure-storage-key', k, 'ADLS account key set on the Spark conf')}")`;
  } else if (leakKind === 1) {
    secretLine = `spark.conf.set("fs.azure.account.oauth2.client.secret.${acct}.dfs.core.windows.net", "${cred('client-secret', V.azureAdSecret(), 'service principal secret set on the Spark conf')}")`;
  } else {
    secretLine = `spark.conf.set("fs.azure.account.key.${acct}.dfs.core.windows.net", dbutils.secrets.get(scope="${team}", key="adls-key"))`;
  }
  file(`databricks/${team}/ingest_events.py`, `# Databricks notebook source
# MAGIC %md
# MAGIC ## ${cap(team)} events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

${secretLine}
spark.conf.set("fs.azure.account.auth.type.${acct}.dfs.core.windows.net", "${leakKind === 1 ? 'OAuth' : 'SharedKey'}")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@${acct}.dfs.core.windows.net/${team}/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.${team}_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.${team}_events ZORDER BY (event_ts)
`);
}
file('databricks/shared/jdbc_export.py', `# Databricks notebook source
jdbc_url = "jdbc:sqlserver://erp-replica.lakehouse.internal:1433;databaseName=erp"

# COMMAND ----------

orders = (spark.read.format("jdbc")
  .option("url", jdbc_url)
  .option("dbtable", "dbo.orders")
  .option("user", "erp_reader")
  .option("password", "${cred('password', plainPassword(), 'JDBC password passed to a Spark reader option')}")
  .load())

# COMMAND ----------

customers = (spark.read.format("jdbc")
  .option("url", jdbc_url)
  .option("dbtable", "dbo.customers")
  .option("user", dbutils.secrets.get("erp", "user"))
  .option("password", dbutils.secrets.get("erp", "password"))
  .load())
`);
file('databricks/shared/.databrickscfg', `[DEFAULT]
host  = https://adb-${digits(16)}.${int(20)}.azuredatabricks.net
token = ${cred('token:databricks', V.databricks(), '.databrickscfg token')}

[staging]
host      = https://adb-${digits(16)}.${int(20)}.azuredatabricks.net
auth_type = databricks-cli

[prod-sp]
host          = https://adb-${digits(16)}.${int(20)}.azuredatabricks.net
azure_tenant_id     = ${uuid()}
azure_client_id     = ${uuid()}
azure_client_secret = ${cred('client-secret', V.azureAdSecret(), 'service principal secret in .databrickscfg')}
`);
file('databricks/shared/job-nightly.json', JSON.stringify({
  name: 'nightly-features',
  tasks: [{ task_key: 'features', notebook_task: { notebook_path: '/Repos/lakehouse/databricks/shared/features', base_parameters: { run_date: '{{job.start_time.iso_date}}' } }, existing_cluster_id: `${digits(4)}-${digits(6)}-${from(LOW + DIG, 8)}` }],
  email_notifications: { on_failure: ['data-platform@lakehouse.local'] },
  webhook_notifications: { on_failure: [{ id: uuid() }] },
  run_as: { service_principal_name: uuid() },
}, null, 2));
file('databricks/shared/cluster-init.sh', `#!/bin/bash
set -euo pipefail
# Installs the private wheel index; the token comes from the cluster's secret-backed env var.
cat > /etc/pip.conf <<EOF
[global]
extra-index-url = https://__token__:\${PIP_INDEX_TOKEN}@gitlab.lakehouse.internal/api/v4/projects/${int(900)}/packages/pypi/simple
EOF
pip install lakehouse-features==${int(4)}.${int(20)}.${int(9)}
`);

// =====================================================================================
// Airflow: DAGs, airflow.cfg, connections, Helm values
// =====================================================================================
const dagTemplates = [
  (name) => {
    const leak = chance(0.75);
    const hook = V.slackHook();
    return `from airflow import DAG
from airflow.providers.slack.notifications.slack_webhook import send_slack_webhook_notification
from airflow.operators.python import PythonOperator
import pendulum
import requests

SLACK_ALERTS = ${leak ? `"${cred('webhook', hook, 'Slack webhook URL literal in a DAG')}"` : 'Variable.get("slack_alerts_webhook")'}


def notify(context):
    requests.post(SLACK_ALERTS, json={"text": f"{context['dag'].dag_id} failed"}, timeout=10)


with DAG("${name}", schedule="@daily", start_date=pendulum.datetime(2026, 1, 1), catchup=False, on_failure_callback=notify) as dag:
    PythonOperator(task_id="run", python_callable=lambda: None)
`;
  },
  (name) => {
    const leak = chance(0.75);
    const p = plainPassword();
    return `from airflow import DAG
from airflow.providers.snowflake.operators.snowflake import SnowflakeOperator
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator
from datetime import datetime

${leak ? `SNOWFLAKE_URI = "${cred('connection-string', `snowflake://ETL_USER:${p}@${from(LOW, 2)}${digits(5)}.eu-central-1/RAW/PUBLIC?warehouse=LOAD_WH&role=LOADER`, 'snowflake:// URI with password in a DAG', p)}"` : 'SNOWFLAKE_CONN_ID = "snowflake_default"'}

with DAG("${name}", schedule="0 3 * * *", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    load = SnowflakeOperator(task_id="copy_into", snowflake_conn_id="snowflake_default", sql="sql/copy_into_raw.sql")
`;
  },
  (name) => {
    const leak = chance(0.75);
    return `import os
from airflow.decorators import dag, task
from airflow.models import Variable
from pendulum import datetime


@dag(schedule="@hourly", start_date=datetime(2026, 1, 1), catchup=False, tags=["llm"])
def ${name.replace(/-/g, '_')}():
    @task
    def summarise(batch: list[str]) -> list[str]:
        from openai import OpenAI
        client = OpenAI(api_key=${leak ? `"${cred('token:openai', V.openai(), 'OpenAI key literal in a DAG task')}"` : 'Variable.get("openai_api_key")'})
        return [client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": b}]).choices[0].message.content for b in batch]

    summarise(["a", "b"])


${name.replace(/-/g, '_')}()
`;
  },
  (name) => {
    const leak = chance(0.75);
    const id = V.awsId(), sec = V.awsSecret();
    return `from airflow import DAG
from airflow.providers.amazon.aws.transfers.s3_to_redshift import S3ToRedshiftOperator
from airflow.operators.bash import BashOperator
from datetime import datetime

with DAG("${name}", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    sync = BashOperator(
        task_id="sync_partner_drop",
        bash_command="aws s3 sync s3://partner-drop/exports/ s3://lakehouse-raw/partner/",
        env={
${leak ? `            "AWS_ACCESS_KEY_ID": "${cred('aws-access-key', id, 'AWS key id in a BashOperator env')}",
            "AWS_SECRET_ACCESS_KEY": "${cred('aws-secret-key', sec, 'AWS secret in a BashOperator env')}",` : `            "AWS_PROFILE": "partner-drop",`}
        },
    )
    copy = S3ToRedshiftOperator(task_id="copy", schema="raw", table="partner", s3_bucket="lakehouse-raw", s3_key="partner/", redshift_conn_id="redshift_default", aws_conn_id="aws_default")
    sync >> copy
`;
  },
  (name) => {
    const leak = chance(0.75);
    return `from airflow import DAG
from airflow.providers.http.operators.http import HttpOperator
from datetime import datetime

with DAG("${name}", schedule="@weekly", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    HttpOperator(
        task_id="trigger_hf_endpoint",
        http_conn_id="hf_inference",
        endpoint="/models/lakehouse/${pick(WORDS)}-classifier",
        method="POST",
        headers={"Authorization": ${leak ? `"Bearer ${cred('token:huggingface', V.huggingface(), 'Hugging Face token in an Authorization header literal')}"` : '"Bearer {{ conn.hf_inference.password }}"'}, "Content-Type": "application/json"},
        data='{"inputs": "ping"}',
    )
`;
  },
  (name) => {
    const leak = chance(0.75);
    const p = plainPassword();
    return `from airflow import DAG
from airflow.providers.postgres.hooks.postgres import PostgresHook
from airflow.operators.python import PythonOperator
from airflow.models.connection import Connection
from datetime import datetime

${leak ? `FEATURE_DB = Connection(conn_id="feature_db", conn_type="postgres", host="features.lakehouse.internal", login="features", password="${cred('password', p, 'password given to an Airflow Connection constructor')}", schema="features")` : 'FEATURE_DB = Connection.get_connection_from_secrets("feature_db")'}


def refresh():
    PostgresHook(connection=FEATURE_DB).run("refresh materialized view features.user_daily")


with DAG("${name}", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="refresh", python_callable=refresh)
`;
  },
  (name) => {
    const leak = chance(0.75);
    return `from airflow import DAG
from airflow.operators.python import PythonOperator
from datetime import datetime
import requests

DISCORD = ${leak ? `"${cred('webhook', V.discordHook(), 'Discord webhook URL literal in a DAG')}"` : 'os.environ["DISCORD_WEBHOOK_URL"]'}
SENTRY_DSN = "https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}"


def post_summary(**ctx):
    requests.post(DISCORD, json={"content": f"{ctx['ds']}: model retrained"}, timeout=10)


with DAG("${name}", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="summary", python_callable=post_summary)
`;
  },
];
for (let i = 0; i < 28; i++) {
  const team = TEAMS[i % TEAMS.length];
  const name = `${team}_${pick(['ingest', 'features', 'train', 'score', 'export', 'backfill', 'monitor'])}_${i}`;
  file(`airflow/dags/${team}/${name}.py`, dagTemplates[i % dagTemplates.length](name));
}
file('airflow/dags/common/callbacks.py', `"""Failure callbacks shared by the DAGs: everything is read from Airflow connections."""
from airflow.hooks.base import BaseHook
from airflow.providers.slack.hooks.slack_webhook import SlackWebhookHook


def slack_failure(context):
    SlackWebhookHook(slack_webhook_conn_id="slack_alerts").send(text=f"{context['task_instance_key_str']} failed")


def pagerduty_key() -> str:
    return BaseHook.get_connection("pagerduty").password
`);
{
  const fernet = V.fernet();
  const p = plainPassword();
  file('airflow/config/airflow.cfg', `[core]
dags_folder = /opt/airflow/dags
executor = CeleryExecutor
fernet_key = ${cred('airflow-fernet-key', fernet, 'Airflow fernet_key in airflow.cfg')}
load_examples = False

[database]
sql_alchemy_conn = ${cred('connection-string', `postgresql+psycopg2://airflow:${p}@airflow-db.lakehouse.internal:5432/airflow`, 'Airflow metadata DB URL with password', p)}

[celery]
broker_url = redis://:@airflow-redis:6379/0
result_backend = db+postgresql://airflow:\${AIRFLOW_DB_PASSWORD}@airflow-db.lakehouse.internal/airflow

[webserver]
secret_key = ${cred('flask-secret-key', hex(32), 'Airflow webserver secret_key')}
expose_config = False

[secrets]
backend = airflow.providers.hashicorp.secrets.vault.VaultBackend
backend_kwargs = {"connections_path": "connections", "mount_point": "airflow", "url": "https://vault.lakehouse.internal:8200"}
`);
  file('airflow/config/airflow.cfg.example', `[core]
fernet_key = {FERNET_KEY}
[database]
sql_alchemy_conn = postgresql+psycopg2://airflow:<password>@localhost:5432/airflow
[webserver]
secret_key = temporary_key
`);
}
file('airflow/config/connections.yaml', `# airflow connections import airflow/config/connections.yaml
snowflake_default:
  conn_type: snowflake
  login: ETL_USER
  password: ${cred('password', sq(password()), 'password in an Airflow connections file')}
  schema: PUBLIC
  extra:
    account: ${from(LOW, 2)}${digits(5)}
    warehouse: LOAD_WH
    role: LOADER
aws_default:
  conn_type: aws
  login: ${cred('aws-access-key', V.awsId(), 'AWS key id as an Airflow connection login')}
  password: ${cred('aws-secret-key', V.awsSecret(), 'AWS secret as an Airflow connection password')}
  extra:
    region_name: eu-west-1
slack_alerts:
  conn_type: slackwebhook
  password: ${cred('webhook', V.slackHook().replace('https://hooks.slack.com/services/', 'T').replace(/^TT/, 'T'), 'Slack webhook path as the connection password')}
hf_inference:
  conn_type: http
  host: https://api-inference.huggingface.co
  password: '{{ var.value.hf_token }}'
google_cloud_default:
  conn_type: google_cloud_platform
  extra:
    key_path: /opt/airflow/secrets/gcp-sa.json
    project: lakehouse-prod
`);
file('airflow/config/airflow_settings.yaml', `airflow:
  connections:
    - conn_id: warehouse
      conn_type: postgres
      conn_host: host.docker.internal
      conn_login: postgres
      conn_password: postgres
      conn_port: 5432
  variables:
    - variable_name: openai_api_key
      variable_value: "{{ env_var('OPENAI_API_KEY') }}"
    - variable_name: slack_alerts_webhook
      variable_value: https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX
`);
file('airflow/.env', `AIRFLOW__CORE__FERNET_KEY=${cred('airflow-fernet-key', V.fernet(), 'Airflow fernet key in env form')}
AIRFLOW__WEBSERVER__SECRET_KEY=${cred('flask-secret-key', b64pad(24), 'Airflow webserver secret key in env form')}
AIRFLOW_CONN_MLFLOW_DB=postgresql://mlflow:${cred('password', plainPassword(), 'password inside an AIRFLOW_CONN_ URI')}@mlflow-db:5432/mlflow
AIRFLOW_CONN_AWS_DEFAULT=aws://?region_name=eu-west-1
AIRFLOW_UID=50000
`);
file('airflow/requirements.txt', `apache-airflow-providers-snowflake==5.5.1 \\
    --hash=sha256:${sha256()}
apache-airflow-providers-amazon==8.24.0 \\
    --hash=sha256:${sha256()}
openai==1.30.1 \\
    --hash=sha256:${sha256()}
lakehouse-common @ git+https://${cred('token:github', V.ghp(), 'GitHub token in a pip requirement URL')}@github.com/lakehouse/lakehouse-common.git@v${int(4)}.${int(9)}.${int(9)}
`);

// =====================================================================================
// dbt: one project per team, profiles.yml leaking in some
// =====================================================================================
const profileTemplates = [
  (proj) => {
    const leak = chance(0.8);
    return `${proj}:
  target: prod
  outputs:
    dev:
      type: snowflake
      account: ${from(LOW, 2)}${digits(5)}.eu-central-1
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: TRANSFORM_WH
      schema: dbt_{{ env_var('USER') }}
      threads: 8
    prod:
      type: snowflake
      account: ${from(LOW, 2)}${digits(5)}.eu-central-1
      user: DBT_PROD
      password: ${leak ? cred('password', `"${dq(password())}"`, 'Snowflake password in dbt profiles.yml') : "\"{{ env_var('DBT_PROD_PASSWORD') }}\""}
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORM_WH
      schema: marts
      threads: 16
`;
  },
  (proj) => {
    const leak = chance(0.8);
    const key = pem('PRIVATE KEY', 26).replace(/\n/g, '\\n');
    return `${proj}:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: lakehouse-prod
      dataset: marts
      threads: 8
      keyfile_json:
        type: service_account
        project_id: lakehouse-prod
        private_key_id: ${hex(40)}
        private_key: ${leak ? cred('gcp-service-account', `"${key}\\n"`, 'service-account private key inline in a dbt BigQuery profile', '-----BEGIN PRIVATE KEY-----') : "\"{{ env_var('BQ_PRIVATE_KEY') }}\""}
        client_email: dbt-runner@lakehouse-prod.iam.gserviceaccount.com
        client_id: "${digits(21)}"
        auth_uri: https://accounts.google.com/o/oauth2/auth
        token_uri: https://oauth2.googleapis.com/token
    dev:
      type: bigquery
      method: oauth
      project: lakehouse-dev
      dataset: "dbt_{{ env_var('USER') }}"
`;
  },
  (proj) => {
    const leak = chance(0.8);
    return `${proj}:
  target: prod
  outputs:
    prod:
      type: redshift
      host: analytics.${from(LOW + DIG, 12)}.eu-west-1.redshift.amazonaws.com
      user: dbt
      ${leak ? `pass: ${cred('password', plainPassword(), "Redshift 'pass' in dbt profiles.yml")}` : `method: iam\n      cluster_id: analytics\n      iam_profile: dbt`}
      port: 5439
      dbname: analytics
      schema: marts
      threads: 4
`;
  },
  (proj) => {
    const leak = chance(0.8);
    return `${proj}:
  target: prod
  outputs:
    prod:
      type: databricks
      catalog: main
      schema: marts
      host: adb-${digits(16)}.${int(20)}.azuredatabricks.net
      http_path: /sql/1.0/warehouses/${hex(16)}
      token: ${leak ? cred('token:databricks', V.databricks(), 'Databricks token in dbt profiles.yml') : "\"{{ env_var('DATABRICKS_TOKEN') }}\""}
      threads: 8
`;
  },
  (proj) => {
    const leak = chance(0.8);
    return `${proj}:
  target: dev
  outputs:
    dev:
      type: postgres
      host: localhost
      user: postgres
      password: postgres
      port: 5432
      dbname: ${proj}
      schema: public
      threads: 4
    prod:
      type: postgres
      host: features.lakehouse.internal
      user: dbt_features
      password: ${leak ? cred('password', `'${sq(password())}'`, 'Postgres password of the prod target in dbt profiles.yml') : "\"{{ env_var('FEATURES_DB_PASSWORD') }}\""}
      port: 5432
      dbname: features
      schema: public
      threads: 8
`;
  },
];
TEAMS.forEach((team, i) => {
  const proj = `${team}_dbt`;
  const dir = `dbt/${team}`;
  file(`${dir}/profiles.yml`, profileTemplates[i % profileTemplates.length](proj));
  file(`${dir}/dbt_project.yml`, `name: ${proj}
version: "1.${int(9)}.0"
config-version: 2
profile: ${proj}
model-paths: ["models"]
vars:
  start_date: "2024-01-01"
  surrogate_key_salt: "{{ env_var('DBT_SALT', 'not-secret-local-salt') }}"
models:
  ${proj}:
    staging:
      +materialized: view
    marts:
      +materialized: table
`);
  file(`${dir}/models/staging/stg_events.sql`, `with source as (
    select * from {{ source('raw', '${team}_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != '${uuid()}'  -- known duplicate from the 2024 backfill
`);
  file(`${dir}/models/sources.yml`, `version: 2
sources:
  - name: raw
    database: RAW
    tables:
      - name: ${team}_events
        loaded_at_field: _loaded_at
        freshness:
          warn_after: {count: 12, period: hour}
        columns:
          - name: api_key_hash
            description: "sha256 of the customer's API key, never the key itself"
          - name: token_id
            tests: [not_null, unique]
`);
});
file('dbt/forecasting/package-lock.yml', `packages:
  - package: dbt-labs/dbt_utils
    version: 1.1.1
  - package: calogica/dbt_expectations
    version: 0.10.3
sha1_hash: ${sha1()}
`);
file('dbt/forecasting/macros/grant_select.sql', `{% macro grant_select(role) %}
  {% set sql %}
    grant usage on schema {{ target.schema }} to role {{ role }};
    grant select on all tables in schema {{ target.schema }} to role {{ role }};
  {% endset %}
  {% do run_query(sql) %}
{% endmacro %}
`);

// =====================================================================================
// Spark / Hadoop / Hive configuration
// =====================================================================================
for (const env of ['dev', 'staging', 'prod']) {
  const leak = env !== 'dev';
  file(`spark/conf/${env}/spark-defaults.conf`, `spark.master                         k8s://https://kubernetes.default.svc
spark.kubernetes.namespace           spark-${env}
spark.sql.extensions                 io.delta.sql.DeltaSparkSessionExtension
spark.hadoop.fs.s3a.impl             org.apache.hadoop.fs.s3a.S3AFileSystem
${leak ? `spark.hadoop.fs.s3a.access.key       ${cred('aws-access-key', V.awsId(), 'S3A access key in spark-defaults.conf')}
spark.hadoop.fs.s3a.secret.key       ${cred('aws-secret-key', V.awsSecret(), 'S3A secret key in spark-defaults.conf')}` : 'spark.hadoop.fs.s3a.aws.credentials.provider  com.amazonaws.auth.WebIdentityTokenCredentialsProvider'}
spark.eventLog.enabled               true
spark.eventLog.dir                   s3a://lakehouse-spark-logs/${env}/
spark.kubernetes.authenticate.driver.serviceAccountName spark
`);
}
file('spark/conf/prod/core-site.xml', `<?xml version="1.0"?>
<configuration>
  <property>
    <name>fs.defaultFS</name>
    <value>abfss://lake@lakehouseprod.dfs.core.windows.net</value>
  </property>
  <property>
    <name>fs.azure.account.key.lakehouseprod.dfs.core.windows.net</name>
    <value>${cred('azure-storage-key', V.azureStorageKey(), 'ADLS account key in a Hadoop core-site.xml property')}</value>
  </property>
  <property>
    <name>fs.s3a.secret.key</name>
    <value>${cred('aws-secret-key', V.awsSecret(), 'S3A secret key in a core-site.xml property')}</value>
  </property>
  <property>
    <name>fs.s3a.access.key</name>
    <value>${cred('aws-access-key', V.awsId(), 'S3A access key in a core-site.xml property')}</value>
  </property>
  <property>
    <name>hadoop.security.credential.provider.path</name>
    <value>jceks://hdfs/user/spark/s3.jceks</value>
  </property>
</configuration>
`);
file('spark/conf/dev/core-site.xml', `<?xml version="1.0"?>
<configuration>
  <property>
    <name>fs.s3a.endpoint</name>
    <value>http://minio:9000</value>
  </property>
  <property>
    <name>fs.s3a.access.key</name>
    <value>minio</value>
  </property>
  <property>
    <name>fs.s3a.secret.key</name>
    <value>\${env.MINIO_ROOT_PASSWORD}</value>
  </property>
</configuration>
`);
file('spark/conf/prod/hive-site.xml', `<?xml version="1.0"?>
<configuration>
  <property>
    <name>javax.jdo.option.ConnectionURL</name>
    <value>jdbc:postgresql://hive-metastore-db.lakehouse.internal:5432/metastore</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionUserName</name>
    <value>hive</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionPassword</name>
    <value>${cred('password', xml(plainPassword()), 'Hive metastore password in hive-site.xml')}</value>
  </property>
</configuration>
`);
file('spark/jobs/src/main/scala/lakehouse/ExportToPartner.scala', `package lakehouse

import org.apache.spark.sql.SparkSession

object ExportToPartner {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("export-to-partner").getOrCreate()
    spark.sparkContext.hadoopConfiguration.set("fs.s3a.access.key", "${cred('aws-access-key', V.awsId(), 'S3A key id set on the Hadoop conf in Scala')}")
    spark.sparkContext.hadoopConfiguration.set("fs.s3a.secret.key", "${cred('aws-secret-key', V.awsSecret(), 'S3A secret set on the Hadoop conf in Scala')}")
    val df = spark.read.format("delta").load("s3a://lakehouse-gold/partner_export")
    df.write
      .format("jdbc")
      .option("url", "jdbc:postgresql://partner-db.lakehouse.internal:5432/exchange")
      .option("user", "exporter")
      .option("password", sys.env("PARTNER_DB_PASSWORD"))
      .save()
  }
}
`);
file('spark/jobs/src/main/scala/lakehouse/Checksums.scala', `package lakehouse

object Checksums {
  // Expected digests of the reference files shipped with the job
  val Reference: Map[String, String] = Map(
    "holidays.csv" -> "${sha256()}",
    "regions.parquet" -> "${sha256()}",
    "tokenizer.json" -> "${sha256()}"
  )
}
`);
file('spark/jobs/build.sbt', `ThisBuild / scalaVersion := "2.12.18"
libraryDependencies ++= Seq(
  "org.apache.spark" %% "spark-sql" % "3.5.1" % "provided",
  "io.delta" %% "delta-spark" % "3.2.0"
)
credentials += Credentials("GitLab Packages Registry", "gitlab.lakehouse.internal", "Private-Token", "${cred('token:gitlab', V.glpat(), 'GitLab token in sbt credentials')}")
`);

// =====================================================================================
// Cloud credentials in their many formats
// =====================================================================================
file('infra/gcp/sa-dbt-runner.json', serviceAccount('lakehouse-prod', 'dbt-runner', true));
file('infra/gcp/sa-vertex-training.json', serviceAccount('lakehouse-ml', 'vertex-training', true));
file('infra/gcp/sa-template.json', serviceAccount('your-project', 'your-sa', false));
file('infra/gcp/hmac.env', `# GCS interoperability (HMAC) key for the Spark S3A connector against GCS
GCS_HMAC_ACCESS_ID=GOOG1E${from(UP + DIG, 55)}
GCS_HMAC_SECRET=${cred('gcs-hmac-secret', V.gcsHmacSecret(), 'GCS HMAC secret')}
`);
file('infra/gcp/maps-geocoding.py', `import requests

GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json"
API_KEY = "${cred('google-api-key', V.googleApi(), 'Google API key in a server-side geocoding job')}"


def geocode(address: str) -> dict:
    return requests.get(GEOCODE_URL, params={"address": address, "key": API_KEY}, timeout=10).json()
`);
file('infra/aws/credentials', `[default]
aws_access_key_id = ${cred('aws-access-key', V.awsId(), '.aws/credentials key id')}
aws_secret_access_key = ${cred('aws-secret-key', V.awsSecret(), '.aws/credentials secret')}

[sagemaker]
role_arn = arn:aws:iam::${digits(12)}:role/SageMakerExecution
source_profile = default

[analytics]
sso_session = lakehouse
sso_account_id = ${digits(12)}
sso_role_name = Analyst
`);
file('infra/aws/sagemaker_endpoint.py', `import boto3
import sagemaker

session = boto3.Session(
    aws_access_key_id="${cred('aws-access-key', V.awsId(), 'boto3 Session key id')}",
    aws_secret_access_key="${cred('aws-secret-key', V.awsSecret(), 'boto3 Session secret')}",
    region_name="eu-west-1",
)
role = "arn:aws:iam::${digits(12)}:role/SageMakerExecution"
image = "${digits(12)}.dkr.ecr.eu-west-1.amazonaws.com/churn-serving@sha256:${sha256()}"
predictor = sagemaker.Model(image_uri=image, role=role, sagemaker_session=sagemaker.Session(session)).deploy(initial_instance_count=1, instance_type="ml.m5.xlarge")
`);
{
  const sig = V.sasSig();
  file('infra/azure/sas-urls.md', `# Shared access signatures handed to partners

Read-only container URL for the forecasting partner (expires end of quarter):

    ${cred('azure-sas-token', `https://lakehousepartner.blob.core.windows.net/forecasts?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&st=2026-10-01T00:00:00Z&spr=https&sig=${sig}`, 'Azure SAS URL with signature in a runbook', sig)}

A template for new partners (fill in after generating in the portal):

    https://<account>.blob.core.windows.net/<container>?sv=2022-11-02&sp=rl&se=<expiry>&sig=<signature>
`);
  const ehKey = V.azureSbKey();
  file('infra/azure/eventhubs.env', `EVENTHUB_CONNECTION_STRING=${cred('azure-shared-access-key', `Endpoint=sb://lakehouse-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${ehKey}`, 'Event Hubs connection string with key', ehKey)}
EVENTHUB_NAME=clickstream
AZURE_TENANT_ID=${uuid()}
AZURE_CLIENT_ID=${uuid()}
AZURE_CLIENT_SECRET=${cred('client-secret', V.azureAdSecret(), 'Azure AD client secret in env file')}
APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=${uuid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/
`);
  const cosmos = b64pad(64);
  file('infra/azure/cosmos_features.py', `from azure.cosmos import CosmosClient

COSMOS_URL = "https://lakehouse-features.documents.azure.com:443/"
client = CosmosClient(COSMOS_URL, credential="${cred('azure-cosmos-key', cosmos, 'Cosmos DB primary key passed positionally')}")
container = client.get_database_client("features").get_container_client("online")
`);
  file('infra/azure/aml-workspace.json', JSON.stringify({ subscription_id: uuid(), resource_group: 'rg-lakehouse-ml', workspace_name: 'aml-lakehouse' }, null, 2));
}

// =====================================================================================
// Kubernetes Secrets (base64 data:) and Helm values of the platform's services
// =====================================================================================
for (const svc of ['mlflow', 'feature-api', 'label-studio', 'superset', 'ray']) {
  const leak = svc !== 'ray';
  const p = plainPassword();
  const s3 = V.awsSecret();
  file(`k8s/${svc}/secret.yaml`, leak ? `apiVersion: v1
kind: Secret
metadata:
  name: ${svc}-credentials
  namespace: ml-platform
type: Opaque
data:
  DB_USER: ${enc(svc.replace('-', '_'))}
  DB_PASSWORD: ${cred('password', enc(p), 'base64 password in a Kubernetes Secret')}
  AWS_SECRET_ACCESS_KEY: ${cred('aws-secret-key', enc(s3), 'base64 AWS secret in a Kubernetes Secret')}
  LOG_LEVEL: ${enc('info')}
` : `apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: ${svc}-credentials
spec:
  secretStoreRef: { name: vault, kind: ClusterSecretStore }
  target: { name: ${svc}-credentials }
  dataFrom:
    - extract: { key: ml-platform/${svc} }
`);
  file(`k8s/${svc}/deployment.yaml`, `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${svc}
  namespace: ml-platform
spec:
  replicas: 2
  selector: { matchLabels: { app: ${svc} } }
  template:
    metadata:
      labels: { app: ${svc} }
      annotations:
        checksum/config: ${sha256()}
    spec:
      containers:
        - name: ${svc}
          image: registry.lakehouse.internal/${svc}@sha256:${sha256()}
          envFrom:
            - secretRef: { name: ${svc}-credentials }
          env:
            - name: MLFLOW_TRACKING_URI
              value: http://mlflow.ml-platform:5000
`);
}
file('k8s/inference/hf-token.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: hf-token
type: Opaque
stringData:
  HF_TOKEN: ${cred('token:huggingface', V.huggingface(), 'Hugging Face token in a Secret stringData')}
`);
file('k8s/inference/registry-pull.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: ghcr-pull
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: ${cred('basic-auth', enc(JSON.stringify({ auths: { 'ghcr.io': { auth: basic('lakehouse-bot', 'ghp_' + alnum(36)) } } })), 'base64 dockerconfigjson with a registry token')}
`);
file('k8s/inference/vllm.yaml', `apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm-llama3
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.4.2
          args: ["--model", "meta-llama/Meta-Llama-3-8B-Instruct", "--api-key", "${cred('generic-api-key', 'sk-' + hex(32), 'API key given to the vLLM server on its command line')}"]
          env:
            - name: HUGGING_FACE_HUB_TOKEN
              valueFrom: { secretKeyRef: { name: hf-token, key: HF_TOKEN } }
`);
file('helm/jupyterhub/values.yaml', `hub:
  cookieSecret: ${cred('jupyterhub-secret', hex(64), 'JupyterHub hub.cookieSecret')}
  config:
    GitHubOAuthenticator:
      client_id: ${hex(20)}
      client_secret: ${cred('client-secret', hex(40), 'GitHub OAuth client secret in JupyterHub config')}
      oauth_callback_url: https://hub.lakehouse.internal/hub/oauth_callback
      allowed_organizations: [lakehouse]
    JupyterHub:
      authenticator_class: github
proxy:
  secretToken: ${cred('jupyterhub-secret', hex(64), 'JupyterHub proxy.secretToken')}
singleuser:
  image:
    name: quay.io/jupyter/datascience-notebook
    tag: "2024-05-13"
  extraEnv:
    MLFLOW_TRACKING_URI: http://mlflow.ml-platform:5000
    PIP_INDEX_URL: https://pypi.lakehouse.internal/simple
`);
file('helm/airflow/values.yaml', `executor: KubernetesExecutor
webserverSecretKey: ${cred('flask-secret-key', hex(32), 'Airflow chart webserverSecretKey')}
fernetKeySecretName: airflow-fernet
data:
  metadataConnection:
    user: airflow
    pass: ${cred('password', plainPassword(), "Airflow chart metadataConnection 'pass'")}
    host: airflow-db.lakehouse.internal
    db: airflow
webserver:
  defaultUser:
    enabled: true
    username: admin
    password: admin
dags:
  gitSync:
    enabled: true
    repo: https://gitlab.lakehouse.internal/data/lakehouse.git
    branch: main
    credentialsSecret: git-credentials
`);
file('helm/mlflow/values.yaml', `tracking:
  auth:
    enabled: true
    username: admin
    password: ${cred('password', `"${dq(password())}"`, 'MLflow tracking admin password in Helm values')}
backendStore:
  postgres:
    host: mlflow-db.lakehouse.internal
    user: mlflow
    existingSecret: mlflow-db
artifactRoot:
  s3:
    bucket: lakehouse-mlflow
    awsAccessKeyId: ""
    awsSecretAccessKey: ""
`);
file('helm/superset/values.yaml', `configOverrides:
  secret: |
    SECRET_KEY = '${cred('flask-secret-key', b64pad(42), 'Superset SECRET_KEY in a Helm configOverrides block')}'
  mapbox: |
    MAPBOX_API_KEY = "pk.eyJ1IjoibGFrZWhvdXNlIiwiYSI6I${b64url(20)}.${b64url(22)}"
supersetNode:
  connections:
    db_host: superset-db
    db_user: superset
    db_pass: ${cred('password', plainPassword(), 'Superset chart db_pass')}
init:
  adminUser:
    username: admin
    password: admin
`);
file('helm/mlflow/Chart.lock', `dependencies:
- name: postgresql
  repository: oci://registry-1.docker.io/bitnamicharts
  version: 15.5.0
digest: sha256:${sha256()}
generated: "2026-05-14T09:12:44.118Z"
`);

// =====================================================================================
// Package indexes and tool dotfiles
// =====================================================================================
{
  const p = plainPassword();
  file('dotfiles/pip.conf', `[global]
index-url = ${cred('url-credentials', `https://ml-ci:${p}@pypi.lakehouse.internal/simple`, 'pip index-url with password', p)}
extra-index-url = https://download.pytorch.org/whl/cu121
trusted-host = pypi.lakehouse.internal
timeout = 60
`);
  const gl = V.glpat();
  file('dotfiles/pip-gitlab.conf', `[global]
extra-index-url = https://__token__:${cred('token:gitlab', gl, 'GitLab token in a pip extra-index-url', gl)}@gitlab.lakehouse.internal/api/v4/projects/${int(900)}/packages/pypi/simple
`);
  file('dotfiles/.pypirc', `[distutils]
index-servers =
    pypi
    internal

[pypi]
username = __token__
password = ${cred('token:pypi', V.pypi(), '.pypirc PyPI token')}

[internal]
repository = https://pypi.lakehouse.internal/
username = ml-release
password = ${cred('password', plainPassword(), '.pypirc internal index password')}
`);
  file('dotfiles/.netrc', `machine api.wandb.ai
  login user
  password ${cred('token:wandb', V.wandb(), 'W&B key in .netrc as wandb login writes it')}
machine pypi.lakehouse.internal
  login ml-ci
  password ${cred('password', plainPassword(), '.netrc password for the internal index')}
machine urs.earthdata.nasa.gov login lakehouse-ml password ${cred('password', plainPassword(), 'one-line .netrc entry')}
`);
  file('dotfiles/.npmrc', `registry=https://registry.npmjs.org/
@lakehouse:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=${cred('token:github', 'ghp_' + alnum(36), '.npmrc GitHub packages token')}
//registry.npmjs.org/:_authToken=\${NPM_TOKEN}
`);
  file('dotfiles/.condarc', `channels:
  - ${cred('url-credentials', `https://ml-ci:${plainPassword()}@conda.lakehouse.internal/t/main`, 'conda channel URL with password', 'https://ml-ci:')}
  - conda-forge
channel_priority: strict
`);
  file('dotfiles/poetry-auth.toml', `[http-basic.lakehouse]
username = "ml-ci"
password = "${cred('password', plainPassword(), 'Poetry http-basic password')}"
`);
  file('dotfiles/huggingface-token', cred('token:huggingface', V.huggingface(), 'Hugging Face token file (~/.cache/huggingface/token)'));
  file('dotfiles/kaggle.json', JSON.stringify({ username: 'lakehouse-ml', key: cred('token:kaggle', V.kaggle(), 'kaggle.json key') }));
  file('dotfiles/.Renviron', `R_LIBS_USER=~/R/library
SNOWFLAKE_PASSWORD=${cred('password', plainPassword(), 'password in .Renviron')}
OPENAI_API_KEY=${cred('token:openai', V.openai(), 'OpenAI key in .Renviron')}
GITHUB_PAT=${cred('token:github', 'ghp_' + alnum(36), 'GitHub PAT in .Renviron')}
`);
  file('dotfiles/ssh/id_ed25519.pub', sshPub());
  file('dotfiles/ssh/known_hosts', Array.from({ length: 4 }, () => `|1|${b64(27)}=|${b64(27)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)}`).join('\n'));
  file('dotfiles/ssh/config', `Host bastion\n  HostName bastion.lakehouse.internal\n  User ml\n  IdentityFile ~/.ssh/id_ed25519\n`);
  file('dotfiles/wandb-settings', `[default]\nentity = lakehouse\nproject = sweeps\nbase_url = https://api.wandb.ai\n`);
  file('dotfiles/uv.toml', `[[index]]
name = "lakehouse"
url = "https://pypi.lakehouse.internal/simple"
# credentials: UV_INDEX_LAKEHOUSE_USERNAME / UV_INDEX_LAKEHOUSE_PASSWORD from the CI environment
`);
}

// =====================================================================================
// Extractors: Meltano / Singer tap configs (SaaS sources of the warehouse)
// =====================================================================================
file('extract/meltano.yml', `version: 1
project_id: ${uuid()}
plugins:
  extractors:
    - name: tap-stripe
      config:
        account_id: acct_${alnum(16)}
        client_secret: ${cred('token:stripe', V.stripe(), 'Stripe secret key in meltano.yml')}
        start_date: "2024-01-01T00:00:00Z"
    - name: tap-github
      config:
        repository: lakehouse/lakehouse
        access_token: $TAP_GITHUB_ACCESS_TOKEN
    - name: tap-slack
      config:
        token: ${cred('token:slack', V.slackBot(), 'Slack bot token in meltano.yml')}
    - name: tap-sendgrid
      config:
        api_key: ${cred('token:sendgrid', V.sendgrid(), 'SendGrid key in meltano.yml')}
  loaders:
    - name: target-snowflake
      config:
        account: ${from(LOW, 2)}${digits(5)}
        user: MELTANO
        password: $TARGET_SNOWFLAKE_PASSWORD
`);
const tapConfigs = [
  ['tap-twilio', () => ({ account_sid: 'AC' + hex(32), auth_token: cred('token:twilio', V.twilioToken(), 'Twilio auth token in a tap config'), start_date: '2024-01-01' })],
  ['tap-mailgun', () => ({ domain: 'mg.lakehouse.local', api_key: cred('token:mailgun', V.mailgun(), 'Mailgun key in a tap config') })],
  ['tap-gitlab', () => ({ api_url: 'https://gitlab.lakehouse.internal', private_token: cred('token:gitlab', V.glpat(), 'GitLab token in a tap config'), groups: 'data' })],
  ['tap-sentry', () => ({ organization: 'lakehouse', auth_token: cred('token:sentry', V.sentryAuth(), 'Sentry auth token in a tap config'), dsn: `https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}` })],
  ['tap-postgres', () => ({ host: 'app-replica.lakehouse.internal', user: 'replicator', password: cred('password', password(), 'password in a tap-postgres config'), dbname: 'app', filter_schemas: 'public' })],
  ['tap-stripe-sandbox', () => ({ account_id: 'acct_' + alnum(16), client_secret: 'sk_test_' + '0'.repeat(24), start_date: '2024-01-01T00:00:00Z' })],
  ['tap-hubspot', () => ({ access_token: cred('token:hubspot', `pat-eu1-${uuid()}`, 'HubSpot private app token in a tap config'), start_date: '2024-01-01T00:00:00Z' })],
  ['tap-zendesk', () => ({ subdomain: 'lakehouse', email: 'data@lakehouse.local', api_token: cred('generic-api-key', alnum(40), 'Zendesk API token in a tap config'), start_date: '2024-01-01T00:00:00Z' })],
];
for (const [tap, config] of tapConfigs) file(`extract/${tap}/config.json`, JSON.stringify(config(), null, 2));
file('extract/tap-github/config.example.json', JSON.stringify({ access_token: '<GITHUB_TOKEN>', repository: 'owner/repo', start_date: '2024-01-01T00:00:00Z' }, null, 2));
file('extract/catalog/stripe.json', JSON.stringify({ streams: ['charges', 'customers', 'invoices'].map((s) => ({ tap_stream_id: s, key_properties: ['id'], schema: { properties: { id: { type: 'string' }, api_key_last4: { type: ['null', 'string'] }, fingerprint: { type: 'string', examples: [alnum(16)] } } } })) }, null, 2));
file('extract/state.json', JSON.stringify({ bookmarks: { charges: { updated_at: '2026-11-26T23:59:12Z', cursor: 'ch_' + alnum(24) }, customers: { cursor: 'cus_' + alnum(14) } } }, null, 2));

// =====================================================================================
// Warehouse SQL: stages, storage integrations, users, COPY statements
// =====================================================================================
file('warehouse/snowflake/stages.sql', `-- External stages of the raw layer
create or replace storage integration s3_raw
  type = external_stage
  storage_provider = 'S3'
  enabled = true
  storage_aws_role_arn = 'arn:aws:iam::${digits(12)}:role/snowflake-raw'
  storage_allowed_locations = ('s3://lakehouse-raw/');

create or replace stage raw.partner_stage
  url = 's3://partner-drop/exports/'
  credentials = (
    aws_key_id = '${cred('aws-access-key', V.awsId(), 'AWS key id in a Snowflake stage')}'
    aws_secret_key = '${cred('aws-secret-key', V.awsSecret(), 'AWS secret in a Snowflake stage')}'
  );

create or replace stage raw.azure_stage
  url = 'azure://lakehousepartner.blob.core.windows.net/forecasts'
  credentials = (azure_sas_token = '${cred('azure-sas-token', `?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&spr=https&sig=${V.sasSig()}`, 'Azure SAS token in a Snowflake stage', '&sig=')}');

create or replace stage raw.gcs_stage
  url = 'gcs://lakehouse-raw-eu/'
  storage_integration = gcs_raw;
`);
file('warehouse/snowflake/users.sql', `use role securityadmin;

create user if not exists looker_svc
  password = '${cred('password', sq(password()), 'Snowflake CREATE USER password')}'
  default_role = reporter
  must_change_password = false;

create user if not exists dbt_prod
  rsa_public_key = '${b64(392)}'
  default_role = transformer;

alter user analyst_temp set password = '${cred('password', sq(plainPassword()), 'Snowflake ALTER USER password')}';
`);
file('warehouse/redshift/copy_partner.sql', `copy raw.partner_orders
from 's3://partner-drop/exports/orders/'
credentials 'aws_access_key_id=${V.awsId()};aws_secret_access_key=${cred('aws-secret-key', V.awsSecret(), 'Redshift COPY credentials string')}'
format as parquet;

copy raw.partner_returns
from 's3://partner-drop/exports/returns/'
iam_role 'arn:aws:iam::${digits(12)}:role/redshift-copy'
format as parquet;
`);
file('warehouse/redshift/federated.sql', `create external schema if not exists app_replica
from postgres
database 'app' schema 'public'
uri 'app-replica.lakehouse.internal' port 5432
iam_role 'arn:aws:iam::${digits(12)}:role/redshift-federated'
secret_arn 'arn:aws:secretsmanager:eu-west-1:${digits(12)}:secret:app-replica-${alnum(6)}';
`);
file('warehouse/clickhouse/users.xml', `<clickhouse>
  <users>
    <default>
      <password_sha256_hex>${sha256()}</password_sha256_hex>
      <networks><ip>::1</ip></networks>
    </default>
    <grafana>
      <password>${cred('password', xml(plainPassword()), 'ClickHouse plain <password> in users.xml')}</password>
      <profile>readonly</profile>
    </grafana>
    <etl>
      <password_double_sha1_hex>${sha1()}</password_double_sha1_hex>
    </etl>
  </users>
</clickhouse>
`);
file('warehouse/trino/password.db', Array.from({ length: 4 }, () => `${pick(WORDS)}:${bcrypt()}`).join('\n'));
file('warehouse/trino/catalog/postgres.properties', `connector.name=postgresql
connection-url=jdbc:postgresql://features.lakehouse.internal:5432/features
connection-user=trino
connection-password=${cred('password', plainPassword(), 'Trino catalog connection-password')}
`);
file('warehouse/trino/catalog/hive.properties', `connector.name=hive
hive.metastore.uri=thrift://hive-metastore:9083
hive.s3.aws-access-key=\${ENV:S3_ACCESS_KEY}
hive.s3.aws-secret-key=\${ENV:S3_SECRET_KEY}
`);

// =====================================================================================
// ML serving / feature store / misc Python services
// =====================================================================================
file('serving/feature_store.yaml', `project: lakehouse
registry: s3://lakehouse-feast/registry.db
provider: aws
online_store:
  type: redis
  connection_string: "${cred('password', `feast-redis.lakehouse.internal:6379,password=${plainPassword()},ssl=true`, 'Redis connection string with password in a Feast feature store', 'feast-redis')}"
offline_store:
  type: snowflake.offline
  account: ${from(LOW, 2)}${digits(5)}
  user: FEAST
  password: \${SNOWFLAKE_PASSWORD}
  database: FEATURES
entity_key_serialization_version: 2
`);
file('serving/app/settings.py', `from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    openai_api_key: str
    pinecone_api_key: str
    pinecone_index: str = "docs-v3"
    redis_url: str = "redis://localhost:6379/0"
    model_revision: str = "${sha1()}"
    request_signing_salt: str = "feature-api"

    class Config:
        env_file = ".env"


settings = Settings()
`);
file('serving/app/clients.py', `import os

import cohere
from anthropic import Anthropic
from pinecone import Pinecone

anthropic_client = Anthropic(api_key="${cred('token:anthropic', V.anthropic(), 'Anthropic key in a serving module')}")
cohere_client = cohere.ClientV2(api_key=os.environ["COHERE_API_KEY"])
pinecone_client = Pinecone(api_key="${cred('token:pinecone', V.pineconeNew(), 'Pinecone key (pcsk_) in a serving module')}")
`);
file('serving/app/rerank.py', `import cohere

CO_API_KEY = "${cred('token:cohere', V.cohere(), 'Cohere key (40 letters and digits) under a key name')}"
co = cohere.ClientV2(CO_API_KEY)


def rerank(query: str, docs: list[str]) -> list[int]:
    return [r.index for r in co.rerank(model="rerank-english-v3.0", query=query, documents=docs).results]
`);
file('serving/app/vector_legacy.py', `import pinecone

pinecone.init(api_key="${cred('token:pinecone', V.pineconeUuid(), 'legacy Pinecone key (a UUID) passed to init')}", environment="us-west1-gcp")
index = pinecone.Index("docs-v2")
NAMESPACE_ID = "${uuid()}"
`);
file('serving/app/prefect_flows.py', `import os
from prefect import flow, task

os.environ.setdefault("PREFECT_API_URL", "https://api.prefect.cloud/api/accounts/${uuid()}/workspaces/${uuid()}")
os.environ.setdefault("PREFECT_API_KEY", "${cred('token:prefect', V.prefect(), 'Prefect Cloud key as an env default')}")


@task
def score(batch_id: str) -> None:
    ...


@flow
def nightly() -> None:
    score("${uuid()}")
`);
file('serving/app/modal_app.py', `import modal

app = modal.App("embed-batch")
image = modal.Image.debian_slim().pip_install("sentence-transformers==3.0.0")
secret = modal.Secret.from_dict({"MODAL_TOKEN_ID": "ak-${alnum(22)}", "MODAL_TOKEN_SECRET": "${cred('token:modal', V.modalSecret(), 'Modal token secret in from_dict')}"})


@app.function(image=image, secrets=[secret], gpu="A10G")
def embed(texts: list[str]) -> list[list[float]]:
    ...
`);
file('serving/app/billing_sync.py', `import stripe
from twilio.rest import Client
import sendgrid

stripe.api_key = "${cred('token:stripe', V.stripe(), 'stripe.api_key assignment')}"
twilio = Client("AC${hex(32)}", "${cred('token:twilio', V.twilioToken(), 'Twilio auth token passed positionally')}")
sg = sendgrid.SendGridAPIClient(api_key=os.environ["SENDGRID_API_KEY"])
`);
file('serving/app/alerts.py', `import os
import requests
import sentry_sdk

sentry_sdk.init(dsn="https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}", traces_sample_rate=0.1)
MAILGUN_KEY = "${cred('token:mailgun', V.mailgun(), 'Mailgun key literal')}"
TEAMS_WEBHOOK = os.environ.get("TEAMS_WEBHOOK_URL", "")


def email(to: str, subject: str, body: str) -> None:
    requests.post("https://api.eu.mailgun.net/v3/mg.lakehouse.local/messages", auth=("api", MAILGUN_KEY), data={"to": to, "subject": subject, "text": body}, timeout=10)
`);
file('serving/app/github_release.py', `import requests

GITLAB_TOKEN = "${cred('token:gitlab', V.glpat(), 'GitLab token literal in a release script')}"
HEADERS = {"Authorization": "token ${cred('token:github', V.ghp(), 'GitHub token in an Authorization header')}"}
`);
file('serving/tests/test_clients.py', `import pytest

FAKE_OPENAI_KEY = "sk-test-0000000000000000000000000000000000000000"
FAKE_ANTHROPIC_KEY = "sk-ant-api03-" + "x" * 93 + "AA"
FAKE_HF_TOKEN = "hf_" + "a" * 34


@pytest.fixture
def settings(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_OPENAI_KEY)
    monkeypatch.setenv("PINECONE_API_KEY", "00000000-0000-0000-0000-000000000000")
    monkeypatch.setenv("WANDB_API_KEY", "0" * 40)
`);
file('serving/tests/fixtures/runs.json', JSON.stringify(Array.from({ length: 6 }, () => ({ run_id: hex(32), experiment_id: digits(16), artifact_uri: `s3://lakehouse-mlflow/${digits(3)}/${hex(32)}/artifacts`, model_sha256: sha256(), wandb_run: alnum(8).toLowerCase() })), null, 2));
file('serving/Dockerfile', `FROM python:3.12-slim@sha256:${sha256()}
ARG PIP_INDEX_URL
ENV PIP_INDEX_URL=\${PIP_INDEX_URL}
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HF_HOME=/models
COPY app/ /app
CMD ["uvicorn", "app.main:app", "--host", "0.0.0.0"]
`);
file('serving/app/superset_config.py', `import os

SECRET_KEY = "${cred('flask-secret-key', b64pad(42), 'Superset SECRET_KEY literal')}"
SQLALCHEMY_DATABASE_URI = os.environ["SUPERSET_DB_URI"]
GUEST_TOKEN_JWT_SECRET = "${cred('jwt', V.jwtSecret(), 'Superset guest token JWT secret')}"
WTF_CSRF_ENABLED = True
MAPBOX_API_KEY = os.getenv("MAPBOX_API_KEY", "")
`);
file('serving/app/metabase.env', `MB_DB_TYPE=postgres
MB_DB_USER=metabase
MB_DB_PASS=${cred('password', plainPassword(), 'Metabase MB_DB_PASS')}
MB_ENCRYPTION_SECRET_KEY=${cred('encryption-key', b64pad(32), 'Metabase encryption secret key')}
MB_SITE_URL=https://bi.lakehouse.internal
`);

// =====================================================================================
// Data version control, model cards, lockfiles, CI
// =====================================================================================
for (const ds of ['train', 'valid', 'test', 'embeddings', 'tokenizer']) {
  file(`data/${ds}.parquet.dvc`, `outs:\n- md5: ${hex(32)}\n  size: ${digits(9)}\n  hash: md5\n  path: ${ds}.parquet\n`);
}
file('dvc.lock', `schema: '2.0'
stages:
  featurize:
    cmd: python -m features.build
    deps:
    - path: data/train.parquet
      hash: md5
      md5: ${hex(32)}
      size: ${digits(9)}
    outs:
    - path: data/features
      hash: md5
      md5: ${hex(32)}.dir
      nfiles: ${int(90)}
`);
file('.dvc/config', `[core]
    remote = s3store
['remote "s3store"']
    url = s3://lakehouse-dvc/store
['remote "azstore"']
    url = azure://dvc/store
    account_name = lakehousedvc
`);
file('.dvc/config.local', `['remote "azstore"']
    account_key = ${cred('azure-storage-key', V.azureStorageKey(), 'DVC remote account_key in config.local (committed)')}
['remote "s3store"']
    access_key_id = ${cred('aws-access-key', V.awsId(), 'DVC remote access_key_id')}
    secret_access_key = ${cred('aws-secret-key', V.awsSecret(), 'DVC remote secret_access_key')}
`);
file('models/churn/model-card.md', `---
license: apache-2.0
base_model: distilbert-base-uncased
---
# churn-classifier

Weights: \`s3://lakehouse-models/churn/${hex(32)}/model.safetensors\` (sha256 \`${sha256()}\`).
Hub revision: \`${sha1()}\`. Trained with W&B run \`${alnum(8).toLowerCase()}\`.
`);
file('models/churn/model.safetensors', `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256()}\nsize ${digits(9)}\n`);
file('models/churn/tokenizer_config.json', JSON.stringify({ model_max_length: 512, tokenizer_class: 'DistilBertTokenizer', do_lower_case: true, special_tokens_map_file: null, _commit_hash: sha1() }, null, 2));
file('models/churn/MLmodel', `artifact_path: model
flavors:
  python_function:
    env:
      conda: conda.yaml
    loader_module: mlflow.transformers
model_uuid: ${hex(32)}
run_id: ${hex(32)}
utc_time_created: '2026-11-02 08:14:51.224113'
signature:
  inputs: '[{"type": "string"}]'
`);
file('conda-lock.yml', `version: 1
metadata:
  content_hash:
    linux-64: ${sha256()}
package:
${Array.from({ length: 6 }, () => `- name: ${pick(WORDS)}
  version: ${int(4)}.${int(20)}.${int(9)}
  manager: conda
  platform: linux-64
  url: https://conda.anaconda.org/conda-forge/linux-64/${pick(WORDS)}-1.0-py312_0.conda
  hash:
    md5: ${hex(32)}
    sha256: ${sha256()}
`).join('')}`);
file('uv.lock', `version = 1
requires-python = ">=3.11"

${Array.from({ length: 5 }, () => `[[package]]
name = "${pick(WORDS)}"
version = "${int(4)}.${int(20)}.${int(9)}"
source = { registry = "https://pypi.org/simple" }
sdist = { url = "https://files.pythonhosted.org/packages/${hex(2)}/${hex(2)}/${hex(60)}/pkg-1.0.tar.gz", hash = "sha256:${sha256()}", size = ${digits(6)} }
`).join('\n')}`);
file('.gitlab-ci.yml', `variables:
  PIP_INDEX_URL: https://gitlab-ci-token:\${CI_JOB_TOKEN}@gitlab.lakehouse.internal/api/v4/projects/${int(900)}/packages/pypi/simple
  WANDB_MODE: offline

test:
  image: python:3.12
  script:
    - pip install -e .[test]
    - pytest -q

publish-model:
  stage: deploy
  variables:
    HF_TOKEN: ${cred('token:huggingface', V.huggingface(), 'Hugging Face token in a CI job variables block')}
  script:
    - huggingface-cli upload lakehouse/churn-classifier models/churn
`);
file('.github/workflows/train.yml', `name: train
on:
  workflow_dispatch:
jobs:
  train:
    runs-on: [self-hosted, gpu]
    env:
      WANDB_API_KEY: \${{ secrets.WANDB_API_KEY }}
      DATABRICKS_HOST: https://adb-${digits(16)}.${int(20)}.azuredatabricks.net
      DATABRICKS_TOKEN: \${{ secrets.DATABRICKS_TOKEN }}
    steps:
      - uses: actions/checkout@${sha1()}
      - uses: actions/setup-python@${sha1()}
        with: { python-version: "3.12" }
      - run: python -m training.run --config configs/churn.yaml
      - name: notify
        if: failure()
        run: curl -X POST -H 'Content-type: application/json' --data '{"text":"train failed"}' ${cred('webhook', V.slackHook(), 'Slack webhook URL in a workflow curl')}
`);
file('scripts/upload_to_hub.sh', `#!/usr/bin/env bash
set -euo pipefail
export HUGGINGFACE_HUB_TOKEN=${cred('token:huggingface', V.huggingface(), 'Hugging Face token exported in a shell script')}
huggingface-cli upload lakehouse/"$1" "models/$1"
`);
file('scripts/query_mlflow.sh', `#!/usr/bin/env bash
# Lists the registered models of the self-hosted MLflow (basic auth)
curl -s -u admin:${cred('password', plainPassword(), 'password in curl -u user:password')} https://mlflow.lakehouse.internal/api/2.0/mlflow/registered-models/search | jq '.registered_models[].name'
curl -s -H "Authorization: Bearer \${DATABRICKS_TOKEN}" "\${DATABRICKS_HOST}/api/2.0/mlflow/experiments/list"
`);
file('scripts/openai_batch.sh', `#!/usr/bin/env bash
curl https://api.openai.com/v1/batches \\
  -H "Authorization: Bearer ${cred('token:openai', V.openai(), 'OpenAI key in a curl header')}" \\
  -H "Content-Type: application/json" \\
  -d '{"input_file_id": "file-${alnum(24)}", "endpoint": "/v1/chat/completions", "completion_window": "24h"}'
`);
file('scripts/rotate_keys.md', `# Rotating the platform's keys

1. Generate the new key in the vendor console.
2. \`vault kv put ml-platform/openai api_key=@-\` (paste, then Ctrl-D).
3. Restart the consumers: \`kubectl -n ml-platform rollout restart deploy/feature-api\`.

The W&B key is 40 hex characters; the old one (revoked 2026-10-03) started with \`${hex(6)}\`.
Anthropic keys look like \`sk-ant-api03-...\`; never paste them into tickets.
`);
file('training/configs/churn.yaml', `experiment: churn
model:
  base: distilbert-base-uncased
  revision: ${sha1()}
data:
  train: s3://lakehouse-features/churn/train/
  seed: ${int(99999)}
tracking:
  mlflow_uri: databricks
  wandb_project: churn
  api_key: \${oc.env:WANDB_API_KEY}
`);
file('training/configs/llm-judge.yaml', `judge:
  provider: anthropic
  model: claude-3-5-sonnet-20240620
  api_key: ${cred('token:anthropic', V.anthropic(), 'Anthropic key in a Hydra config')}
  max_tokens: 512
candidates:
  - provider: openai
    model: gpt-4o-mini
    api_key: \${oc.env:OPENAI_API_KEY}
  - provider: together
    model: meta-llama/Llama-3-70b-chat-hf
    api_key: ${cred('token:together', V.together(), 'Together key (64 hex) in a Hydra config')}
`);
file('training/run.py', `import hashlib
import os

import hydra
import mlflow

MLFLOW_TRACKING_USERNAME = "ml-training"
MLFLOW_TRACKING_PASSWORD = "${cred('password', dq(password()), 'MLFLOW_TRACKING_PASSWORD literal')}"
os.environ["MLFLOW_TRACKING_USERNAME"] = MLFLOW_TRACKING_USERNAME
os.environ["MLFLOW_TRACKING_PASSWORD"] = MLFLOW_TRACKING_PASSWORD
SEED_DIGEST = hashlib.sha256(b"lakehouse").hexdigest()
`);
file('training/label_studio_sync.py', `from label_studio_sdk import Client

ls = Client(url="https://labels.lakehouse.internal", api_key="${cred('token:label-studio', V.labelStudio(), 'Label Studio API key (40 hex)')}")
project = ls.get_project(${int(90)})
`);
file('training/neptune_logger.py', `import neptune

run = neptune.init_run(
    project="lakehouse/churn",
    api_token="${cred('token:neptune', enc(JSON.stringify({ api_address: 'https://neptune.lakehouse.internal', api_url: 'https://neptune.lakehouse.internal', api_key: uuid() })), 'Neptune API token (base64 JSON)')}",
)
`);
file('training/comet_logger.py', `from comet_ml import Experiment

experiment = Experiment(api_key="${cred('generic-api-key', alnum(25), 'Comet API key passed to Experiment')}", project_name="churn", workspace="lakehouse")
`);
file('training/gcp_vertex.py', `from google.cloud import aiplatform
from google.oauth2 import service_account

credentials = service_account.Credentials.from_service_account_file("/secrets/vertex-sa.json")
aiplatform.init(project="lakehouse-ml", location="europe-west4", credentials=credentials)
VERTEX_ENDPOINT_ID = "${digits(19)}"
`);
file('training/public_keys/model-signing.pub', publicKey());
file('training/public_keys/release-ca.crt', certificate());
file('training/signing/cosign.key', `${cred('private-key', pem('ENCRYPTED SIGSTORE PRIVATE KEY', 8), 'cosign private key file', '-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----')}\n`);
file('training/signing/deploy_key', `${cred('private-key', `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n${Array.from({ length: 5 }, () => b64(70)).join('\n')}\n-----END OPENSSH PRIVATE KEY-----`, 'OpenSSH deploy key', '-----BEGIN OPENSSH PRIVATE KEY-----')}\n`);
file('docs/onboarding.md', `# Onboarding

- Ask for the \`ml-platform\` Vault policy; everything else follows from it.
- The shared Jupyter server on the GPU box uses the token \`${cred('token', hex(48), 'Jupyter token shared in onboarding notes')}\` until SSO lands.
- W&B: run \`wandb login\` and paste your personal key from the settings page.
- Snowflake: your user is \`FIRST_LAST\`; the initial password is sent by email and must be changed.
- Example of a key's shape (not a key): \`sk-proj-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\`.
`);
file('docs/i18n/labels.json', JSON.stringify({ en: { token: 'Access token', apiKey: 'API key', password: 'Password', secretHint: 'Paste the secret shown once in the console' }, de: { token: 'Zugriffstoken', apiKey: 'API-Schlüssel', password: 'Passwort' }, fr: { password: 'Mot de passe', apiKey: "Clé d'API" } }, null, 2));
file('docs/architecture.md', `# Architecture

Raw events land in S3 and ADLS, are loaded into Snowflake by Airflow, modelled with dbt, and
served to models through the Feast feature store (Redis online store). Models are trained on
Databricks, tracked in MLflow (run ids are 32 hex characters, e.g. \`${hex(32)}\`), and served
with vLLM behind the feature API.
`);

// =====================================================================================
// Per team: a feature notebook, a service .env, Streamlit secrets and the model's Helm values
// =====================================================================================
const envVars = [
  () => ['OPENAI_API_KEY', cred('token:openai', V.openai(), 'OpenAI key in a service .env')],
  () => ['ANTHROPIC_API_KEY', cred('token:anthropic', V.anthropic(), 'Anthropic key in a service .env')],
  () => ['COHERE_API_KEY', cred('token:cohere', V.cohere(), 'Cohere key in a service .env')],
  () => ['PINECONE_API_KEY', cred('token:pinecone', chance(0.5) ? V.pineconeNew() : V.pineconeUuid(), 'Pinecone key in a service .env')],
  () => ['HF_TOKEN', cred('token:huggingface', V.huggingface(), 'Hugging Face token in a service .env')],
  () => ['WANDB_API_KEY', cred('token:wandb', V.wandb(), 'W&B key in a service .env')],
  () => { const p = plainPassword(); return ['DATABASE_URL', cred('connection-string', `postgresql://svc:${p}@features.lakehouse.internal:5432/features`, 'database URL with password in a service .env', p)]; },
  () => { const p = plainPassword(); return ['REDIS_URL', cred('connection-string', `rediss://:${p}@cache.lakehouse.internal:6380/0`, 'rediss URL with password in a service .env', p)]; },
  () => ['SLACK_WEBHOOK_URL', cred('webhook', V.slackHook(), 'Slack webhook in a service .env')],
  () => ['MLFLOW_TRACKING_TOKEN', cred('token:databricks', V.databricks(), 'Databricks token as MLFLOW_TRACKING_TOKEN')],
  () => ['GROQ_API_KEY', cred('token:groq', V.groq(), 'Groq key in a service .env')],
  () => ['REPLICATE_API_TOKEN', cred('token:replicate', V.replicate(), 'Replicate token in a service .env')],
  () => ['LANGCHAIN_API_KEY', cred('token:langsmith', V.langsmith(), 'LangSmith key in a service .env')],
  () => ['MISTRAL_API_KEY', cred('token:mistral', V.mistral(), 'Mistral key (32 letters and digits) in a service .env')],
  () => ['TOGETHER_API_KEY', cred('token:together', V.together(), 'Together key in a service .env')],
  () => ['SENDGRID_API_KEY', cred('token:sendgrid', V.sendgrid(), 'SendGrid key in a service .env')],
  () => ['AZURE_OPENAI_API_KEY', cred('token:azure-openai', hex(32), 'Azure OpenAI key (32 hex) in a service .env')],
];
const safeEnv = () => pick([
  ['SENTRY_DSN', `https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}`],
  ['MODEL_REVISION', sha1()],
  ['MLFLOW_RUN_ID', hex(32)],
  ['FEATURE_VIEW_ID', uuid()],
  ['OPENAI_API_KEY', ''],
  ['WANDB_API_KEY', '${WANDB_API_KEY}'],
  ['AZURE_OPENAI_ENDPOINT', 'https://lakehouse-aoai.openai.azure.com/'],
  ['LOG_LEVEL', 'info'],
  ['HF_HUB_ENABLE_HF_TRANSFER', '1'],
]);
for (const team of TEAMS) {
  const data = pick(dataCells)();
  const llm = pick(llmCells)();
  const dataLeak = chance(0.75);
  const dataCode = dataLeak ? data.leak() : data.safe;
  file(`notebooks/${team}/04-features.ipynb`, notebook([
    { md: `# ${cap(team)}: feature backfill` },
    { n: 1, code: 'import os\nimport pandas as pd\nimport boto3\nfrom sqlalchemy import create_engine' },
    { n: 2, code: dataCode },
    { n: 3, code: `features = df.groupby("user_id").agg(n=("event_id", "count"))\nfeatures.to_parquet("s3://lakehouse-features/${team}/${uuid()}.parquet")` },
  ]));
  const llmLeak = chance(0.6);
  file(`notebooks/${team}/05-embeddings.ipynb`, notebook([
    { md: `# ${cap(team)}: embeddings` },
    { n: 1, code: 'import os\nfrom getpass import getpass\nfrom google.colab import userdata' },
    { n: 2, code: llmLeak ? llm.leak(cred(llm.kind, llm.value(), `${llm.kind} key in an embeddings notebook`)) : llm.safe },
    { n: 3, code: 'emb = embed(texts)\nemb.shape', outputs: [{ output_type: 'execute_result', execution_count: 3, data: { 'text/plain': ['(1000, 1024)'] }, metadata: {} }] },
  ]));
  const lines = [];
  const used = new Set();
  for (let k = 0; k < 3; k++) {
    let g;
    do g = int(envVars.length); while (used.has(g));
    used.add(g);
    if (chance(0.9)) lines.push(envVars[g]()); else lines.push(safeEnv());
    lines.push(safeEnv());
  }
  file(`services/${team}/.env`, `# ${team} scoring service\nSERVICE_NAME=${team}-scorer\n` + lines.map(([k, v]) => `${k}=${v}`).join('\n') + '\n');
  const sfLeak = chance(0.7), aiLeak = chance(0.6);
  file(`apps/${team}-dashboard/.streamlit/secrets.toml`, `[connections.snowflake]
account = "${from(LOW, 2)}${digits(5)}.eu-central-1"
user = "${team.toUpperCase()}_DASH"
${sfLeak ? `password = "${cred('password', dq(password()), 'Streamlit secrets.toml Snowflake password')}"` : 'authenticator = "externalbrowser"'}
warehouse = "DASH_WH"
role = "REPORTER"

[openai]
${aiLeak ? `api_key = "${cred('token:openai', V.openai(), 'OpenAI key in Streamlit secrets.toml')}"` : '# api_key comes from the OPENAI_API_KEY env var on the host'}
model = "gpt-4o-mini"
`);
  const helmLeak = chance(0.7);
  const helmVar = pick(envVars);
  let envBlock;
  if (helmLeak) {
    const [k, v] = helmVar();
    envBlock = `    - name: ${k}\n      value: "${v}"`;
  } else envBlock = `    - name: OPENAI_API_KEY\n      valueFrom:\n        secretKeyRef: { name: ${team}-llm, key: api-key }`;
  file(`helm/models/${team}/values.yaml`, `image:
  repository: registry.lakehouse.internal/models/${team}
  digest: sha256:${sha256()}
replicaCount: 2
resources:
  limits: { nvidia.com/gpu: 1 }
env:
    - name: MODEL_URI
      value: "models:/${team}-ranker/Production"
${envBlock}
    - name: MLFLOW_RUN_ID
      value: "${hex(32)}"
`);
}

// =====================================================================================
// README-SET.md (scanned like any file: it names files and shapes, never values) and write
// =====================================================================================
const README = `# heldout6: sixth blind held-out set for the secrets scanner

Written blind: the generator (bench/secrets/make-heldout6.mjs, seed 6606) was written before reading the
scanner (src/engine/secrets) or its rules (rules/secrets), and committed before the first scoring run.
Every value is random text from seeded-random.mjs (mulberry32) in the provider's published shape; none
is a real credential.

The set is a data-science / ML platform team's monorepo, chosen to differ from heldout1–5: Jupyter
notebooks (Python and R kernels, %env magics, !shell lines, a credential echoed in a cell output, image
outputs), Databricks notebook sources, Airflow DAGs, airflow.cfg, connection files and env, dbt
profiles (Snowflake, BigQuery keyfile_json, Redshift, Databricks, Postgres), Spark spark-defaults.conf,
Hadoop core-site.xml and hive-site.xml, Scala and sbt, GCP service-account JSON, GCS HMAC, AWS
credentials and boto3, Azure storage connection strings, SAS URLs, Event Hubs, Cosmos DB, Kubernetes
Secrets (data: and stringData:) and Helm values of JupyterHub, Airflow, MLflow and Superset, docker
compose, package index credentials (pip.conf, .pypirc, .netrc, .npmrc, .condarc, Poetry), Singer and
Meltano extractor configs, Snowflake/Redshift/ClickHouse/Trino SQL and config, DVC config, Feast,
serving code for LLM and vector-database vendors, CI files and shell scripts.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout6\` (after \`npm run build\`).
Blind (before anyone read the scanner): recall 0.900 (208/231), 5 false alarms in 276 files. One
generator bug was fixed after the blind run (the two service-account JSON files escaped the key's
newlines twice; with it fixed, the blind engine scores 0.909, 210/231). After the fixes recorded in
BENCHMARKS.md ("Secrets, sixth held-out set"): 0.996 (230/231), no false alarm. No label was changed
after the blind run.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file is part of the set.

## Labelling decisions (credentials)

- LLM and ML vendor keys wherever they are literal: OpenAI, Anthropic, Cohere (40 letters and digits, no
  prefix), Pinecone (pcsk_ and the legacy UUID keys), Replicate, Hugging Face, Groq, Mistral, Together,
  LangSmith, W&B (40 hex, also in .netrc), Databricks, Kaggle, Label Studio, Neptune, Comet, Prefect,
  Modal token secrets, Qdrant and vLLM server keys.
- A Databricks token echoed in a notebook cell's output is labelled.
- Base64 is not encryption: Kubernetes Secret data values and a dockerconfigjson are labelled.
- Airflow fernet keys, webserver/Superset SECRET_KEYs, JupyterHub cookieSecret and proxy.secretToken,
  Metabase's encryption key, Jupyter server tokens are labelled.
- A Redshift COPY credentials string is labelled once (its line holds both halves).
- A cosign private key file is labelled even though cosign encrypts it (its password is weak in practice
  and the file is never meant to be public).

## Hard negatives (not labelled) and why

- Placeholders and references: \`\${VAR}\`, \`{{ env_var(...) }}\`, \`{{ conn.x.password }}\`,
  \`{{ var.value.x }}\`, \`\${oc.env:...}\`, \`$TAP_...\`, \`dbutils.secrets.get\`, \`userdata.get\`,
  \`Variable.get\`, \`os.environ\`, \`getpass\`, \`sk-...\`, \`hf_xxx…\`, \`dapiXXX…\`, \`<GITHUB_TOKEN>\`, .example files.
- Local-only defaults: postgres/postgres, admin/admin chart defaults, ci/ci, minio, temporary_key.
- Test fixtures with obvious fakes: sk-test-000…, "x" * 93, all-zero UUID and W&B key, sk_test_000….
- Public or identifiers: Sentry DSNs, Mapbox pk. tokens, GCS HMAC access ids, Modal token ids, Twilio
  account SIDs, Azure tenant/client/subscription ids, Application Insights connection strings, Stripe
  account ids, MLflow run/model ids (32 hex), experiment ids, W&B run ids, Hugging Face revisions
  (40 hex), GCP private_key_id, Snowflake rsa_public_key.
- Hashes and checksums: DVC md5s, dvc.lock, conda-lock, uv.lock, requirements --hash, image digests,
  git-lfs pointers, ClickHouse password_sha256_hex / double_sha1, Trino bcrypt password file,
  dbt package-lock sha1_hash, Chart.lock digest.
- Public keys and certificates, known_hosts, an ssh-ed25519 public key.
- Notebook image outputs (base64 PNG), i18n strings about passwords and keys.
`;

writeSet(out, README);
