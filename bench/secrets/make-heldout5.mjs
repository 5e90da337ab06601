#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout5/: a fifth held-out set for the secrets scanner, written blind
 * (without reading the scanner or its rules). Seeded, so reruns give the same files. Every
 * credential is random text from the PRNG below in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout5.mjs [--seed N]
 *
 * Unlike heldout1–4 the set is a consultancy's "ops" drive: about twenty small client repositories
 * in the formats the earlier sets had little of — Terraform/HCL and tfvars, Helm values, Ansible
 * inventories and vaults, GitHub Actions / GitLab CI, dotfiles (.npmrc, .pypirc, .netrc, .pgpass,
 * .my.cnf, .git-credentials, docker config.json, .aws/credentials), Jupyter notebooks, C# and
 * appsettings.json / web.config, Rails (database.yml, master.key, secrets.yml, initializers), Kotlin
 * and Gradle properties, Swift / plist / xcconfig, PowerShell, SQL migrations, JDBC URLs, curl in
 * shell and Markdown, connection strings of many drivers, and provider keys of many vendors.
 * Many files are written twice or more from one template, once leaking and once safe (an env read,
 * a vault reference, a placeholder), so the shape alone never decides.
 * A credential is planted with `cred(kind, value, why)`; its line is found by searching the written
 * text, so LABELS.json ({file, line, kind, why}, 1-based) always agrees with the files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notebook, plantedSet } from './planted-set.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout5');
const seedArg = process.argv.indexOf('--seed');
let seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 5505;

// xorshift128+ style generator on 32-bit halves (seeded through splitmix32), reproducible everywhere
function splitmix32() {
  seed = (seed + 0x9e3779b9) | 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
let s0 = splitmix32(), s1 = splitmix32(), s2 = splitmix32(), s3 = splitmix32();
function rnd() {
  // xoshiro128**
  const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
  const t = s1 << 9;
  s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = rotl(s3, 11);
  return result / 4294967296;
}
function rotl(x, k) { return (x << k) | (x >>> (32 - k)); }
const int = (n) => Math.floor(rnd() * n);
const chance = (p) => rnd() < p;
const pick = (a) => a[int(a.length)];
const from = (chars, n) => Array.from({ length: n }, () => chars[int(chars.length)]).join('');
const LOW = 'abcdefghijklmnopqrstuvwxyz', UP = LOW.toUpperCase(), DIG = '0123456789';
const ALNUM = LOW + UP + DIG, HEX = '0123456789abcdef', B64 = ALNUM + '+/', URLSAFE = ALNUM + '-_';
const B32L = 'abcdefghijklmnopqrstuvwxyz234567';
const SYMS = '!@#$%^&*()-_=+[]{}:,.?~';
const hex = (n) => from(HEX, n), alnum = (n) => from(ALNUM, n), digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick('89ab')}${hex(3)}-${hex(12)}`;
const b64 = (n) => from(B64, n);
const b64pad = (bytes) => { const n = Math.ceil(bytes / 3) * 4; const pad = (3 - (bytes % 3)) % 3; return from(B64, n - pad) + '='.repeat(pad); };
const b64url = (n) => from(URLSAFE, n);
const cap = (w) => w[0].toUpperCase() + w.slice(1);
const WORDS = ['larch', 'osprey', 'basalt', 'fennel', 'kestrel', 'marlin', 'sorrel', 'tamarind', 'umber', 'vervain',
  'wombat', 'yarrow', 'zephyr', 'bramble', 'cinder', 'dunlin', 'egret', 'fjord', 'gannet', 'heron', 'ibex', 'jackal'];
const sha256 = () => hex(64), sha1 = () => hex(40);

/** A password as people and generators make them: 8–40 characters, several alphabets. */
function password() {
  const n = 8 + int(33);
  switch (int(7)) {
    case 0: return hex(Math.max(12, n)); // openssl rand -hex
    case 1: return b64pad(Math.max(9, Math.floor(n * 0.75))); // openssl rand -base64
    case 2: return from(ALNUM, 1) + from(ALNUM, n - 1); // password manager, letters and digits
    case 3: return from(UP, 1) + from(ALNUM + '!#%*-_.', n - 2) + from('!#%*', 1); // with symbols
    case 4: return `${cap(pick(WORDS))}${pick(['!', '#', '$', '%', '&', '*', '@'])}${from(DIG, 2 + int(3))}${cap(pick(WORDS))}`; // human
    case 5: return `${pick(WORDS)}-${pick(WORDS)}-${pick(WORDS)}-${from(DIG, 1 + int(3))}`; // diceware
    default: return from(UP + LOW, 2) + from(ALNUM + SYMS, Math.max(6, n - 2)); // full keyboard
  }
}
/** A password that must sit inside a URL, a shell word or XML: no characters that need escaping there. */
function plainPassword() {
  const n = 8 + int(33);
  switch (int(4)) {
    case 0: return hex(Math.max(12, n));
    case 1: return from(ALNUM, Math.max(10, n));
    case 2: return `${cap(pick(WORDS))}${from(DIG, 3)}${cap(pick(WORDS))}${from(DIG, 2)}`;
    default: return from(ALNUM, 4) + '_' + from(ALNUM, 6 + int(14)) + '-' + from(ALNUM, 4);
  }
}
/** Escapes for a double-quoted string in C-like languages, YAML or JSON. */
const dq = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sq = (s) => s.replace(/'/g, "''"); // SQL / YAML single quotes
const ps = (s) => s.replace(/'/g, "''").replace(/`/g, '``'); // PowerShell single quotes

// ---- provider shapes (random payloads in the published formats) ----
const V = {
  awsId: () => pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
  awsSecret: () => from(ALNUM + '+/', 40),
  stripeLive: () => (chance(0.5) ? 'sk_live_51' + from(ALNUM, 97) : 'sk_live_' + alnum(24)),
  stripeRestricted: () => 'rk_live_51' + alnum(97),
  stripeWh: () => 'whsec_' + alnum(32),
  stripePub: () => 'pk_live_51' + alnum(97),
  twilioSid: () => 'AC' + hex(32),
  twilioToken: () => hex(32),
  twilioKeySid: () => 'SK' + hex(32),
  sendgrid: () => `SG.${b64url(22)}.${b64url(43)}`,
  slackBot: () => `xoxb-${digits(11)}-${digits(13)}-${alnum(24)}`,
  slackUser: () => `xoxp-${digits(11)}-${digits(11)}-${digits(13)}-${hex(32)}`,
  slackApp: () => `xapp-1-A${from(UP + DIG, 10)}-${digits(13)}-${hex(64)}`,
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8 + int(3))}/B${from(UP + DIG, 8 + int(3))}/${alnum(24)}`,
  ghp: () => 'ghp_' + alnum(36),
  gho: () => 'gho_' + alnum(36),
  ghs: () => 'ghs_' + alnum(36),
  ghPat: () => 'github_pat_11' + from(UP + DIG, 20) + '_' + alnum(59),
  glpat: () => 'glpat-' + from(URLSAFE, 20),
  glrt: () => 'glrt-' + from(URLSAFE, 20),
  glReg: () => 'GR1348941' + from(URLSAFE, 20),
  glDeploy: () => 'gldt-' + from(URLSAFE, 20),
  glTrigger: () => 'glptt-' + hex(40),
  npm: () => 'npm_' + alnum(36),
  pypi: () => 'pypi-AgEIcHlwaS5vcmc' + b64url(150 + int(40)),
  azureStorageKey: () => b64pad(64),
  azureAdSecret: () => from(ALNUM, 3) + '8Q~' + from(ALNUM + '-_.~', 34),
  azureDevops: () => from(B32L, 52),
  azureSasSig: () => encodeURIComponent(b64pad(32)),
  databricks: () => 'dapi' + hex(32),
  grafana: () => 'glsa_' + alnum(32) + '_' + hex(8),
  grafanaCloud: () => 'glc_' + b64url(120) + '==',
  pulumi: () => 'pul-' + hex(40),
  tfc: () => alnum(14) + '.atlasv1.' + from(ALNUM, 67),
  okta: () => '00' + from(URLSAFE, 40),
  notion: () => 'secret_' + alnum(43),
  figma: () => 'figd_' + b64url(40),
  dropbox: () => 'sl.' + b64url(135),
  supabase: () => 'sbp_' + hex(40),
  flyio: () => 'fo1_' + b64url(43),
  planetscale: () => 'pscale_pw_' + b64url(43),
  contentful: () => 'CFPAT-' + b64url(43),
  sonar: () => 'squ_' + hex(40),
  age: () => 'AGE-SECRET-KEY-1' + from('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58),
  groq: () => 'gsk_' + alnum(52),
  replicate: () => 'r8_' + alnum(37),
  langsmith: () => 'lsv2_pt_' + hex(32) + '_' + hex(10),
  openai: () => `sk-proj-${b64url(56)}T3BlbkFJ${b64url(56)}`,
  anthropic: () => `sk-ant-api03-${b64url(93)}AA`,
  huggingface: () => 'hf_' + from(UP + LOW, 34),
  doppler: () => 'dp.st.prd.' + alnum(43),
  vault: () => 'hvs.' + b64url(90),
  digitalocean: () => 'dop_v1_' + hex(64),
  shopifyToken: () => 'shpat_' + hex(32),
  shopifySecret: () => 'shpss_' + hex(32),
  mailgun: () => 'key-' + hex(32),
  sentry: () => 'sntrys_' + b64url(100),
  newrelic: () => 'NRAK-' + from(UP + DIG, 27),
  bitbucket: () => 'ATBB' + alnum(32) + hex(8).toUpperCase(),
  square: () => 'EAAA' + b64url(60),
  mapboxSecret: () => `sk.eyJ1Ijoi${b64url(30)}.${b64url(22)}`,
  telegram: () => `${digits(10)}:AA${b64url(33)}`,
  discordBot: () => `M${from(ALNUM, 25)}.${b64url(6)}.${b64url(38)}`,
  alibabaId: () => 'LTAI' + alnum(20),
  alibabaSecret: () => alnum(30),
  asana: () => `2/${digits(16)}/${digits(16)}:${hex(32)}`,
  datadogApi: () => hex(32),
  datadogApp: () => hex(40),
  hex32: () => hex(32),
  cloudflare: () => from(URLSAFE, 40),
  jwtSecret: () => (chance(0.5) ? hex(64) : b64pad(48)),
  railsKeyBase: () => hex(128),
  masterKey: () => hex(32),
};
function pem(type, lines = 25) {
  const body = Array.from({ length: lines }, () => b64(64));
  body.push(b64(16 + int(44)) + pick(['', '=', '==']));
  return `-----BEGIN ${type}-----\n${body.join('\n')}\n-----END ${type}-----`;
}
function opensshKey() {
  const body = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + 'QyNTUxOQAAACD'];
  for (let i = 0; i < 6; i++) body.push(b64(70));
  body.push(b64(20) + '==');
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`;
}
const certificate = () => pem('CERTIFICATE', 18);
const publicKey = () => pem('PUBLIC KEY', 6);
const sshPub = () => pick([`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)}`, `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${b64(500)}`]) + ` ${pick(WORDS)}@${pick(WORDS)}`;
const bcrypt = () => '$2a$10$' + from(ALNUM + './', 53);
const argon = () => `$argon2id$v=19$m=65536,t=3,p=4$${b64(22)}$${b64(43)}`;
const integrity = () => 'sha512-' + b64pad(64);
const basic = (user, pass) => Buffer.from(`${user}:${pass}`).toString('base64');

// ---- file writing and labelling (shared with the other set writers) ----
const { cred, leakOr, file, writeSet } = plantedSet(chance);
const LOREM = ['Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.',
  'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.',
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.',
  'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.'];

// =====================================================================================
// Terraform / HCL (three clients: AWS, Azure, GCP-plus-SaaS providers)
// =====================================================================================
for (const client of ['northwind', 'bluefin', 'corvid']) {
  const dir = `${client}-infra/terraform`;
  const leakProvider = client !== 'corvid';
  file(`${dir}/providers.tf`, `terraform {
  required_version = ">= 1.6"
  required_providers {
    aws        = { source = "hashicorp/aws", version = "~> 5.40" }
    datadog    = { source = "DataDog/datadog", version = "~> 3.36" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.25" }
    github     = { source = "integrations/github", version = "~> 6.0" }
  }
}

provider "aws" {
  region     = var.region
${leakProvider ? `  access_key = "${cred('aws-access-key', V.awsId(), 'static AWS key id in the provider block')}"
  secret_key = "${cred('aws-secret-key', V.awsSecret(), 'static AWS secret in the provider block')}"` : `  profile    = "${client}-prod"
  assume_role {
    role_arn = "arn:aws:iam::${digits(12)}:role/terraform-deployer"
  }`}
  default_tags { tags = { client = "${client}", managed_by = "terraform" } }
}

provider "datadog" {
  api_key = ${leakOr(0.5, 'token:datadog', `"${V.datadogApi()}"`, 'Datadog API key literal in the provider', 'var.datadog_api_key')}
  app_key = ${leakOr(0.5, 'token:datadog', `"${V.datadogApp()}"`, 'Datadog application key literal in the provider', 'var.datadog_app_key')}
  api_url = "https://api.datadoghq.eu/"
}

provider "cloudflare" {
  api_token = ${leakOr(0.6, 'token:cloudflare', `"${V.cloudflare()}"`, 'Cloudflare API token literal', 'var.cloudflare_api_token')}
}

provider "github" {
  owner = "${client}-eng"
  token = ${leakOr(0.5, 'token:github', `"${pick([V.ghp, V.ghPat])()}"`, 'GitHub token literal in the provider', 'data.aws_secretsmanager_secret_version.github.secret_string')}
}
`);
  const dbPass = password();
  file(`${dir}/variables.tf`, `variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "db_username" {
  type    = string
  default = "${client}_admin"
}

variable "db_password" {
  description = "Master password for the RDS cluster"
  type        = string
  sensitive   = true
${client === 'bluefin' ? `  default     = "${cred('password', dbPass.replace(/"/g, ''), 'sensitive variable with a literal default')}"` : '  # no default: supplied by TF_VAR_db_password in the pipeline'}
}

variable "datadog_api_key" {
  type      = string
  sensitive = true
}

variable "datadog_app_key" {
  type      = string
  sensitive = true
}

variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

variable "instance_count" {
  type    = number
  default = 3
}

variable "allowed_cidrs" {
  type    = list(string)
  default = ["10.20.0.0/16", "10.30.0.0/16"]
}
`);
  if (client !== 'corvid') {
    file(`${dir}/prod.auto.tfvars`, `region           = "eu-west-1"
instance_count   = ${2 + int(5)}
datadog_api_key  = ${leakOr(0.7, 'token:datadog', `"${V.datadogApi()}"`, 'Datadog key committed in an auto-loaded tfvars', '"" # set TF_VAR_datadog_api_key')}
datadog_app_key  = ""
cloudflare_api_token = ${leakOr(0.7, 'token:cloudflare', `"${V.cloudflare()}"`, 'Cloudflare token in tfvars', '"REPLACE_WITH_TOKEN"')}
db_password      = "${cred('password', plainPassword(), 'RDS master password in committed tfvars')}"
allowed_cidrs    = ["10.20.0.0/16"]
`);
  }
  file(`${dir}/rds.tf`, `resource "random_password" "replica" {
  length  = 32
  special = false
}

resource "aws_db_instance" "main" {
  identifier              = "${client}-main"
  engine                  = "postgres"
  engine_version          = "16.2"
  instance_class          = "db.r6g.large"
  allocated_storage       = 200
  username                = var.db_username
  password                = var.db_password
  storage_encrypted       = true
  backup_retention_period = 14
  skip_final_snapshot     = false
}

resource "aws_db_instance" "reporting" {
  identifier     = "${client}-reporting"
  engine         = "mysql"
  instance_class = "db.t4g.medium"
  username       = "reporting"
  password       = ${client === 'northwind' ? `"${cred('password', plainPassword(), 'literal password on an aws_db_instance')}"` : 'random_password.replica.result'}
  allocated_storage = 50
}

resource "aws_ssm_parameter" "api_key" {
  name  = "/${client}/prod/partner_api_key"
  type  = "SecureString"
  value = ${leakOr(0.5, 'generic-api-key', `"${alnum(40)}"`, 'partner API key written into an SSM parameter from source', 'var.partner_api_key')}
}
`);
  file(`${dir}/.terraform.lock.hcl`, `# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.40.0"
  constraints = "~> 5.40"
  hashes = [
${Array.from({ length: 8 }, (_, i) => `    "${i === 0 ? 'h1:' + b64pad(32) : 'zh:' + sha256()}",`).join('\n')}
  ]
}

provider "registry.terraform.io/datadog/datadog" {
  version     = "3.36.1"
  constraints = "~> 3.36"
  hashes = [
${Array.from({ length: 6 }, (_, i) => `    "${i === 0 ? 'h1:' + b64pad(32) : 'zh:' + sha256()}",`).join('\n')}
  ]
}
`);
}
// Azure and Terraform Cloud
file('corvid-infra/terraform/azure.tf', `provider "azurerm" {
  features {}
  subscription_id = "${uuid()}"
  tenant_id       = "${uuid()}"
  client_id       = "${uuid()}"
  client_secret   = "${cred('client-secret', V.azureAdSecret(), 'Azure AD service principal secret in the provider')}"
}

resource "azurerm_storage_account" "logs" {
  name                     = "corvidlogs${digits(4)}"
  resource_group_name      = "rg-corvid-prod"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

resource "azurerm_key_vault_secret" "sql_admin" {
  name         = "sql-admin-password"
  value        = "${cred('password', plainPassword(), 'Key Vault secret value written in source')}"
  key_vault_id = azurerm_key_vault.main.id
}

resource "azurerm_key_vault_secret" "sendgrid" {
  name         = "sendgrid-api-key"
  value        = var.sendgrid_api_key
  key_vault_id = azurerm_key_vault.main.id
}

output "storage_primary_key" {
  value     = azurerm_storage_account.logs.primary_access_key
  sensitive = true
}
`);
file('corvid-infra/.terraformrc', `plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"

credentials "app.terraform.io" {
  token = "${cred('token:terraform-cloud', V.tfc(), 'Terraform Cloud user token in the CLI config')}"
}
`);
file('bluefin-infra/terraform/backend.tf', `terraform {
  cloud {
    organization = "bluefin"
    workspaces { name = "bluefin-prod" }
  }
}
# Token comes from \`terraform login\` (~/.terraform.d/credentials.tfrc.json), never from this file.
`);
file('northwind-infra/terraform/monitoring.tf', `resource "datadog_monitor" "api_latency" {
  name    = "API p99 latency"
  type    = "metric alert"
  query   = "avg(last_5m):p99:trace.http.request.duration{service:api} > 1.5"
  message = "p99 latency above 1.5s @slack-ops-alerts"
}

resource "github_actions_secret" "deploy" {
  repository      = "api"
  secret_name     = "DEPLOY_KEY"
  plaintext_value = ${leakOr(1, 'token:github', `"${V.ghs()}"`, 'GitHub token pushed as an Actions secret from source', '')}
}

resource "github_actions_variable" "region" {
  repository    = "api"
  variable_name = "AWS_REGION"
  value         = "eu-west-1"
}

resource "pagerduty_service" "api" {
  name = "api"
  escalation_policy = "P${from(UP + DIG, 6)}"
}
`);
file('bluefin-infra/terraform/databricks.tf', `provider "databricks" {
  host  = "https://adb-${digits(16)}.${int(20)}.azuredatabricks.net"
  token = "${cred('token:databricks', V.databricks(), 'Databricks personal access token in the provider')}"
}

resource "databricks_cluster" "etl" {
  cluster_name            = "etl"
  spark_version           = "14.3.x-scala2.12"
  node_type_id            = "Standard_DS3_v2"
  autotermination_minutes = 30
  spark_env_vars = {
    PYSPARK_PYTHON = "/databricks/python3/bin/python3"
  }
}
`);
file('corvid-infra/terraform/gcp.tf', `provider "google" {
  project     = "corvid-prod-${digits(6)}"
  region      = "europe-west4"
  credentials = file("\${path.module}/../secrets/terraform-sa.json")
}

resource "google_sql_user" "app" {
  name     = "app"
  instance = google_sql_database_instance.main.name
  password = random_password.app.result
}

resource "google_sql_user" "readonly" {
  name     = "metabase"
  instance = google_sql_database_instance.main.name
  password = "${cred('password', password().replace(/["\\$]/g, ''), 'Cloud SQL user with a literal password')}"
}
`);
{
  const keyText = pem('PRIVATE KEY', 26).replace(/\n/g, '\\n') + '\\n';
  file('corvid-infra/secrets/terraform-sa.json', `{
  "type": "service_account",
  "project_id": "corvid-prod-${digits(6)}",
  "private_key_id": "${hex(40)}",
  "private_key": "${cred('gcp-service-account', keyText, 'GCP service-account JSON private key', '-----BEGIN PRIVATE KEY-----')}",
  "client_email": "terraform@corvid-prod.iam.gserviceaccount.com",
  "client_id": "${digits(21)}",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40corvid-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`);
}
file('corvid-infra/secrets/README.md', `# secrets/

Service-account keys are created by \`make sa-key\` and must not be committed (see .gitignore).
The public half for verification is in \`terraform-sa.pub\`.

${LOREM[0]}
`);
file('corvid-infra/secrets/terraform-sa.pub', publicKey());

// =====================================================================================
// Helm values (four charts, prod overrides)
// =====================================================================================
for (const [chart, leak] of [['orders', true], ['billing', true], ['search', false], ['notifications', true]]) {
  const base = `tallow-platform/charts/${chart}`;
  file(`${base}/values.yaml`, `replicaCount: 2
image:
  repository: registry.tallow.io/${chart}
  tag: "1.${int(30)}.${int(10)}"
  pullPolicy: IfNotPresent
imagePullSecrets:
  - name: tallow-registry
service:
  type: ClusterIP
  port: 8080
resources:
  limits: { cpu: 500m, memory: 512Mi }
postgresql:
  enabled: true
  auth:
    username: ${chart}
    database: ${chart}
    existingSecret: ${chart}-postgresql
    secretKeys:
      adminPasswordKey: postgres-password
      userPasswordKey: password
redis:
  enabled: ${chart !== 'search'}
  auth:
    enabled: true
    existingSecret: ${chart}-redis
env:
  LOG_LEVEL: info
  SENTRY_ENVIRONMENT: production
`);
  const extra = {
    orders: () => `  STRIPE_SECRET_KEY: "${cred('token:stripe', V.stripeRestricted(), 'restricted Stripe key in Helm prod values')}"
  STRIPE_PUBLISHABLE_KEY: "${V.stripePub()}"`,
    billing: () => `  TWILIO_ACCOUNT_SID: ${V.twilioSid()}
  TWILIO_AUTH_TOKEN: ${cred('token:twilio', V.twilioToken(), 'Twilio auth token in Helm values')}`,
    search: () => `  ALGOLIA_APP_ID: ${from(UP + DIG, 10)}
  ALGOLIA_SEARCH_KEY: ${hex(32)}  # search-only key, public by design`,
    notifications: () => `  SLACK_APP_TOKEN: ${cred('token:slack', V.slackApp(), 'Slack app-level token in Helm values')}
  SLACK_SIGNING_SECRET: ${cred('webhook-secret', hex(32), 'Slack signing secret in Helm values')}`,
  }[chart];
  file(`${base}/values-prod.yaml`, `replicaCount: ${3 + int(4)}
ingress:
  enabled: true
  className: nginx
  hosts:
    - host: ${chart}.tallow.io
      paths: [{ path: /, pathType: Prefix }]
  tls:
    - secretName: ${chart}-tls
      hosts: [${chart}.tallow.io]
postgresql:
  auth:
    existingSecret: ""
    password: ${leak ? `"${cred('password', dq(password()), 'Helm postgresql.auth.password in prod values')}"` : '""'}
    postgresPassword: ${leak && chart !== 'billing' ? `"${cred('password', dq(password()), 'Helm postgresql.auth.postgresPassword in prod values')}"` : '""'}
env:
  LOG_LEVEL: warn
${extra()}
`);
  file(`${base}/templates/secret.yaml`, `apiVersion: v1
kind: Secret
metadata:
  name: {{ include "${chart}.fullname" . }}
  labels: {{- include "${chart}.labels" . | nindent 4 }}
type: Opaque
data:
  {{- range $key, $value := .Values.secretEnv }}
  {{ $key }}: {{ $value | b64enc | quote }}
  {{- end }}
  DATABASE_PASSWORD: {{ .Values.postgresql.auth.password | b64enc | quote }}
`);
  file(`${base}/Chart.lock`, `dependencies:
- name: postgresql
  repository: oci://registry-1.docker.io/bitnamicharts
  version: 15.5.${int(30)}
- name: redis
  repository: oci://registry-1.docker.io/bitnamicharts
  version: 19.6.${int(10)}
digest: sha256:${sha256()}
generated: "2024-0${1 + int(9)}-1${int(9)}T10:${10 + int(49)}:00.${digits(9)}Z"
`);
}
file('tallow-platform/charts/orders/values-staging.yaml', `replicaCount: 1
postgresql:
  auth:
    password: "{{ .Values.global.stagingDbPassword }}"
secretEnv:
  STRIPE_SECRET_KEY: sk_test_REPLACE_ME
  PAYPAL_CLIENT_SECRET: ""
externalSecrets:
  enabled: true
  store: vault-backend
  path: secret/data/tallow/staging/orders
`);
file('tallow-platform/helmfile.yaml', `repositories:
  - name: bitnami
    url: https://charts.bitnami.com/bitnami
  - name: tallow
    url: https://charts.tallow.io
    username: ci-bot
    password: ${leakOr(1, 'password', `'${sq(password())}'`, 'chart repository password in helmfile', '')}
releases:
  - name: orders
    chart: ./charts/orders
    values: [charts/orders/values.yaml, charts/orders/values-prod.yaml]
  - name: grafana
    chart: grafana/grafana
    set:
      - name: adminPassword
        value: {{ requiredEnv "GRAFANA_ADMIN_PASSWORD" | quote }}
`);
file('tallow-platform/argocd/repo-secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: tallow-charts-repo
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: git
  url: https://gitlab.tallow.io/platform/deploy.git
  username: argocd
  password: ${cred('token:gitlab', V.glDeploy(), 'GitLab deploy token as an Argo CD repository password')}
`);

// =====================================================================================
// Ansible: inventories, group/host vars, an encrypted vault, a vault left unencrypted, roles
// =====================================================================================
{
  const base = 'quill-ops/ansible';
  file(`${base}/inventories/production/hosts.ini`, `[web]
web-01.quill.internal ansible_host=10.4.1.11
web-02.quill.internal ansible_host=10.4.1.12

[db]
db-01.quill.internal ansible_host=10.4.2.21 ansible_user=admin ansible_password=${cred('password', plainPassword(), 'ansible_password in an INI inventory')}

[legacy]
fax-gw.quill.internal ansible_host=10.4.9.3 ansible_user=root ansible_become_pass=${cred('password', plainPassword(), 'ansible_become_pass in an INI inventory')}

[windows]
ad-01.quill.internal

[windows:vars]
ansible_connection=winrm
ansible_user=QUILL\\\\svc_ansible
ansible_password={{ vault_winrm_password }}
ansible_winrm_transport=kerberos
`);
  file(`${base}/inventories/staging/hosts.yml`, `all:
  children:
    web:
      hosts:
        stg-web-01: { ansible_host: 10.8.1.11 }
    db:
      hosts:
        stg-db-01:
          ansible_host: 10.8.2.21
          ansible_user: deploy
          ansible_ssh_pass: ${cred('password', `"${dq(password())}"`, 'ansible_ssh_pass in a YAML inventory', undefined).slice(0)}
    switches:
      vars:
        ansible_network_os: ios
        ansible_user: netops
        ansible_password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=net/data/ios:password') }}"
`);
  file(`${base}/group_vars/all/vars.yml`, `---
app_user: quill
app_root: /srv/quill
db_host: db-01.quill.internal
db_name: quill
db_user: quill_app
db_password: "{{ vault_db_password }}"
smtp_host: smtp.eu.mailgun.org
smtp_user: postmaster@mg.quill.law
smtp_password: "{{ vault_smtp_password }}"
ntp_servers: [0.pool.ntp.org, 1.pool.ntp.org]
password_min_length: 14
`);
  const vaultBody = Array.from({ length: 14 }, () => hex(80)).join('\n');
  file(`${base}/group_vars/all/vault.yml`, `$ANSIBLE_VAULT;1.1;AES256
${vaultBody}
`);
  file(`${base}/group_vars/dbservers/main.yml`, `---
postgresql_version: 16
postgresql_users:
  - name: quill_app
    password: "{{ vault_db_password }}"
  - name: replicator
    password: ${cred('password', `"${dq(password())}"`, 'replication user password in plain group vars')}
    role_attr_flags: REPLICATION
  - name: metabase
    password: "{{ lookup('env', 'METABASE_DB_PASSWORD') }}"
postgresql_hba_entries:
  - { type: hostssl, database: all, user: all, address: 10.4.0.0/16, auth_method: scram-sha-256 }
`);
  file(`${base}/host_vars/fax-gw.quill.internal/vault.yml`, `# TODO: encrypt with ansible-vault before merging
vault_fax_api_user: quill
vault_fax_api_password: ${cred('password', `'${sq(password())}'`, 'vault file committed unencrypted')}
vault_smtp_password: ${cred('password', plainPassword(), 'SMTP password in an unencrypted vault file')}
`);
  file(`${base}/roles/mysql/tasks/main.yml`, `---
- name: Install MySQL
  ansible.builtin.apt:
    name: [mysql-server, python3-pymysql]
    state: present

- name: Set root password
  community.mysql.mysql_user:
    name: root
    host_all: true
    password: ${cred('password', `"${dq(plainPassword())}"`, 'MySQL root password literal in a task')}
    login_unix_socket: /run/mysqld/mysqld.sock
  no_log: true

- name: Create application user
  community.mysql.mysql_user:
    name: "{{ db_user }}"
    password: "{{ db_password }}"
    priv: "{{ db_name }}.*:ALL"
    state: present
  no_log: true
`);
  file(`${base}/roles/app/templates/env.j2`, `# Managed by Ansible — do not edit on the host
DATABASE_URL=postgresql://{{ db_user }}:{{ db_password | urlencode }}@{{ db_host }}:5432/{{ db_name }}
SMTP_PASSWORD={{ smtp_password }}
SECRET_KEY_BASE={{ vault_secret_key_base }}
`);
  file(`${base}/roles/app/defaults/main.yml`, `---
app_port: 3000
app_workers: 4
app_secret_key_base: "{{ vault_secret_key_base }}"
app_api_token: ""
app_admin_password: "CHANGE_ME_ON_FIRST_LOGIN"
`);
  file(`${base}/roles/backup/tasks/main.yml`, `---
- name: Write restic credentials
  ansible.builtin.copy:
    dest: /root/.restic-env
    mode: "0600"
    content: |
      export RESTIC_REPOSITORY=s3:s3.eu-central-1.wasabisys.com/quill-backups
      export RESTIC_PASSWORD=${cred('password', plainPassword(), 'restic repository password in a task body')}
      export AWS_ACCESS_KEY_ID=${cred('aws-access-key', V.awsId(), 'S3-compatible key id for backups')}
      export AWS_SECRET_ACCESS_KEY=${cred('aws-secret-key', V.awsSecret(), 'S3-compatible secret for backups')}
`);
  file(`${base}/ansible.cfg`, `[defaults]
inventory = inventories/production/hosts.ini
vault_password_file = ~/.ansible/quill-vault-pass
host_key_checking = True
retry_files_enabled = False
`);
}

// =====================================================================================
// GitHub Actions and GitLab CI (one leaking and one careful file per kind)
// =====================================================================================
file('marlowe-web/.github/workflows/deploy.yml', `name: deploy
on:
  push:
    branches: [main]
permissions:
  contents: read
  id-token: write
env:
  NODE_VERSION: 20
  SLACK_WEBHOOK_URL: ${cred('webhook', V.slackHook(), 'Slack incoming webhook in workflow env')}
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${sha1()}
      - uses: actions/setup-node@${sha1()}
        with: { node-version: \${{ env.NODE_VERSION }} }
      - run: npm ci && npm run build
      - name: Upload to Netlify
        run: npx netlify-cli deploy --prod --dir=dist --auth ${cred('token:netlify', 'nfp_' + alnum(36), 'Netlify personal token on a CLI line')} --site ${uuid()}
      - name: Notify
        if: always()
        run: |
          curl -sS -X POST -H 'Content-type: application/json' \\
            --data '{"text":"deploy \${{ job.status }}"}' "$SLACK_WEBHOOK_URL"
`);
file('marlowe-web/.github/workflows/ci.yml', `name: ci
on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ['5432:5432']
    env:
      DATABASE_URL: postgresql://postgres:postgres@localhost:5432/marlowe_test
      STRIPE_SECRET_KEY: \${{ secrets.STRIPE_TEST_KEY }}
      CODECOV_TOKEN: \${{ secrets.CODECOV_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20, cache: npm }
      - run: npm ci
      - run: npm test -- --coverage
`);
file('marlowe-web/.github/workflows/release.yml', `name: release
on:
  release:
    types: [published]
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm publish --access public
        env:
          NODE_AUTH_TOKEN: ${cred('token:npm', V.npm(), 'npm automation token in workflow step env')}
      - name: Docker login
        uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - name: Sentry release
        run: sentry-cli releases new "$GITHUB_REF_NAME"
        env:
          SENTRY_AUTH_TOKEN: ${cred('token:sentry', V.sentry(), 'Sentry org auth token in workflow env')}
          SENTRY_ORG: marlowe
`);
file('marlowe-web/.github/workflows/nightly.yml', `name: nightly-report
on:
  schedule: [{ cron: '0 3 * * *' }]
jobs:
  report:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pip install -r scripts/requirements.txt
      - run: python scripts/report.py
        env:
          OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}
          GH_TOKEN: \${{ github.token }}
      - run: |
          curl -fsSL -H "Authorization: token ${cred('token:github', V.ghp(), 'GitHub PAT in a curl header in a run step')}" \\
            https://api.github.com/repos/marlowe/web/dispatches -d '{"event_type":"nightly"}'
`);
file('kestrel-api/.gitlab-ci.yml', `stages: [test, build, deploy]

variables:
  DOCKER_DRIVER: overlay2
  POSTGRES_DB: kestrel_test
  POSTGRES_USER: runner
  POSTGRES_PASSWORD: runner
  SONAR_HOST_URL: https://sonar.kestrel.dev
  SONAR_TOKEN: ${cred('token:sonarqube', V.sonar(), 'SonarQube user token in CI variables')}

test:
  stage: test
  image: python:3.12
  services: [postgres:16]
  script:
    - pip install -r requirements-dev.txt
    - pytest -q

build:
  stage: build
  image: docker:24
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
    - docker build -t "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHA" .
    - docker push "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHA"

deploy:
  stage: deploy
  image: alpine:3.19
  script:
    - apk add --no-cache curl
    - curl -X POST -F token=${cred('token:gitlab', V.glTrigger(), 'pipeline trigger token on a curl line')} -F ref=main https://gitlab.kestrel.dev/api/v4/projects/42/trigger/pipeline
    - curl -fsS -u "deploy:$DEPLOY_PASSWORD" https://deploy.kestrel.dev/hooks/api
  only: [main]
`);
file('kestrel-api/.gitlab/ci/security.yml', `include:
  - template: Security/SAST.gitlab-ci.yml
  - template: Security/Secret-Detection.gitlab-ci.yml

secret_detection:
  variables:
    SECRET_DETECTION_HISTORIC_SCAN: "true"

dependency_check:
  image: owasp/dependency-check:9.0.9
  script:
    - /usr/share/dependency-check/bin/dependency-check.sh --nvdApiKey "$NVD_API_KEY" --scan . --format JSON
`);
file('kestrel-api/runner/config.toml', `concurrent = 4
check_interval = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "kestrel-docker-01"
  url = "https://gitlab.kestrel.dev/"
  id = ${digits(4)}
  token = "${cred('token:gitlab', V.glrt(), 'GitLab runner authentication token')}"
  token_obtained_at = 2024-03-11T09:12:44Z
  executor = "docker"
  [runners.docker]
    image = "alpine:3.19"
    privileged = false
    volumes = ["/cache"]
  [runners.cache]
    Type = "s3"
    [runners.cache.s3]
      ServerAddress = "s3.amazonaws.com"
      AccessKey = "${cred('aws-access-key', V.awsId(), 'runner cache S3 key id')}"
      SecretKey = "${cred('aws-secret-key', V.awsSecret(), 'runner cache S3 secret')}"
      BucketName = "kestrel-runner-cache"
`);
file('kestrel-api/runner/register.sh', `#!/bin/sh
# Registers a runner. The registration token is read from the environment.
set -eu
gitlab-runner register --non-interactive \\
  --url https://gitlab.kestrel.dev/ \\
  --registration-token "\${RUNNER_REGISTRATION_TOKEN:?set RUNNER_REGISTRATION_TOKEN}" \\
  --executor docker --docker-image alpine:3.19
`);
file('kestrel-api/runner/register-old.sh', `#!/bin/sh
gitlab-runner register --non-interactive --url https://gitlab.kestrel.dev/ \\
  --registration-token ${cred('token:gitlab', V.glReg(), 'legacy runner registration token on a command line')} \\
  --executor shell --description legacy-shell
`);
file('bramble-mobile/bitbucket-pipelines.yml', `image: node:20
pipelines:
  branches:
    main:
      - step:
          name: Build and upload
          script:
            - npm ci && npm run build
            - pipe: atlassian/bitbucket-upload-file:0.7.1
              variables:
                BITBUCKET_USERNAME: bramble-ci
                BITBUCKET_APP_PASSWORD: ${cred('token:bitbucket', V.bitbucket(), 'Bitbucket app password in pipeline variables')}
                FILENAME: dist/app.zip
            - pipe: atlassian/aws-s3-deploy:1.1.0
              variables:
                AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID
                AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY
                S3_BUCKET: bramble-artifacts
`);
file('bramble-mobile/.circleci/config.yml', `version: 2.1
orbs:
  slack: circleci/slack@4.13
jobs:
  build:
    docker:
      - image: cimg/node:20.11
        auth:
          username: bramblebot
          password: $DOCKERHUB_PASSWORD
    steps:
      - checkout
      - run: npm ci && npm test
workflows:
  main:
    jobs:
      - build:
          context: [dockerhub, slack-secrets]
`);

// =====================================================================================
// Dotfiles and tool configuration committed by mistake (and their safe twins)
// =====================================================================================
for (const [who, leak] of [['dunlin-tools', true], ['egret-sdk', false], ['fjord-cli', true]]) {
  file(`${who}/.npmrc`, leak
    ? `registry=https://registry.npmjs.org/
@${who.split('-')[0]}:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=${cred('token:github', V.ghp(), '.npmrc auth token for GitHub Packages')}
//registry.npmjs.org/:_authToken=${cred('token:npm', V.npm(), '.npmrc auth token for npmjs')}
save-exact=true
`
    : `registry=https://registry.npmjs.org/
@${who.split('-')[0]}:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=\${GITHUB_PACKAGES_TOKEN}
//registry.npmjs.org/:_authToken=\${NPM_TOKEN}
engine-strict=true
`);
}
file('dunlin-tools/packages/legacy/.npmrc', `registry=https://nexus.dunlin.io/repository/npm-group/
_auth=${cred('basic-auth', basic('ci-deployer', plainPassword()), 'base64 user:password in legacy .npmrc _auth')}
always-auth=true
email=ci@dunlin.io
`);
file('egret-sdk/.pypirc', `[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = ${cred('token:pypi', V.pypi(), 'PyPI API token in .pypirc')}

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = <your-testpypi-token>
`);
file('fjord-cli/.pypirc', `[distutils]
index-servers = internal

[internal]
repository = https://pkgs.fjord.io/simple/
username = fjord-publisher
password = ${cred('password', plainPassword(), 'private index password in .pypirc')}
`);
file('dunlin-tools/home/.netrc', `machine api.github.com
  login dunlin-bot
  password ${cred('token:github', V.gho(), 'GitHub OAuth token in .netrc')}

machine nexus.dunlin.io login deploy password ${cred('password', plainPassword(), '.netrc one-line machine entry')}

machine localhost login dev password dev
`);
file('fjord-cli/.docker/config.json', `{
\t"auths": {
\t\t"registry.fjord.io": {
\t\t\t"auth": "${cred('basic-auth', basic('fjord-ci', plainPassword()), 'docker config auth (base64 user:password)')}"
\t\t},
\t\t"https://index.docker.io/v1/": {}
\t},
\t"credsStore": "desktop",
\t"currentContext": "default"
}
`);
file('egret-sdk/.docker/config.json', `{
  "auths": {
    "ghcr.io": {},
    "${digits(12)}.dkr.ecr.eu-west-1.amazonaws.com": {}
  },
  "credHelpers": {
    "${digits(12)}.dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"
  },
  "credsStore": "osxkeychain"
}
`);
file('dunlin-tools/home/.aws/credentials', `[default]
aws_access_key_id = ${cred('aws-access-key', V.awsId(), 'shared credentials file')}
aws_secret_access_key = ${cred('aws-secret-key', V.awsSecret(), 'shared credentials file')}

[dunlin-sso]
sso_start_url = https://dunlin.awsapps.com/start
sso_region = eu-west-1
sso_account_id = ${digits(12)}
sso_role_name = Developer
`);
file('dunlin-tools/home/.aws/config', `[default]
region = eu-west-1
output = json

[profile dunlin-prod]
role_arn = arn:aws:iam::${digits(12)}:role/OrganizationAccountAccessRole
source_profile = default
mfa_serial = arn:aws:iam::${digits(12)}:mfa/ops
`);
file('dunlin-tools/home/.pgpass', `# hostname:port:database:username:password
db-prod.dunlin.internal:5432:dunlin:report_ro:${cred('password', plainPassword(), '.pgpass entry')}
localhost:5432:*:postgres:postgres
`);
file('dunlin-tools/home/.my.cnf', `[client]
user=backup
password="${cred('password', dq(password()).replace(/"/g, ''), '.my.cnf client password')}"
host=mysql-prod.dunlin.internal

[mysqldump]
single-transaction
`);
file('dunlin-tools/home/.git-credentials', `https://dunlin-bot:${cred('token:github', V.ghPat(), 'git credential store entry')}@github.com
`);
file('fjord-cli/home/.s3cfg', `[default]
access_key = ${cred('aws-access-key', V.awsId(), 's3cmd config key id')}
secret_key = ${cred('aws-secret-key', V.awsSecret(), 's3cmd config secret')}
host_base = s3.amazonaws.com
host_bucket = %(bucket)s.s3.amazonaws.com
use_https = True
gpg_passphrase =
`);
file('fjord-cli/home/.config/gh/hosts.yml', `github.com:
    users:
        fjord-dev:
            oauth_token: ${cred('token:github', V.gho(), 'gh CLI hosts.yml token')}
    git_protocol: ssh
    user: fjord-dev
`);
file('egret-sdk/home/.config/gh/hosts.yml', `github.com:
    git_protocol: https
    users:
        egret-dev:
    user: egret-dev
`);
file('fjord-cli/home/.ssh/id_ed25519', cred('private-key', opensshKey(), 'OpenSSH private key file', '-----BEGIN OPENSSH PRIVATE KEY-----'));
file('fjord-cli/home/.ssh/id_ed25519.pub', sshPub());
file('fjord-cli/home/.ssh/known_hosts', Array.from({ length: 4 }, () => `|1|${b64pad(20)}|${b64pad(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${b64(120)}=`).join('\n'));
file('fjord-cli/home/.ssh/config', `Host bastion
  HostName 203.0.113.10
  User ops
  IdentityFile ~/.ssh/id_ed25519
Host *.fjord.internal
  ProxyJump bastion
`);

// =====================================================================================
// Jupyter notebooks (data team)
// =====================================================================================
{
  const png = b64(600) + '=';
  file('gannet-data/notebooks/01-churn-exploration.ipynb', notebook([
    { md: '# Churn exploration\n\nPulls the last 90 days of subscriptions from the warehouse.' },
    { n: 1, code: 'import pandas as pd\nimport snowflake.connector\nimport matplotlib.pyplot as plt' },
    { n: 2, code: `conn = snowflake.connector.connect(\n    user="ANALYST_SVC",\n    password="${cred('password', dq(password()), 'Snowflake password in a notebook cell')}",\n    account="gannet-eu1",\n    warehouse="ANALYTICS_WH",\n)` },
    { n: 3, code: 'df = pd.read_sql("select * from subscriptions where ended_at > dateadd(day, -90, current_date)", conn)\ndf.head()' },
    { n: 4, code: 'df.groupby("plan").churned.mean().plot.bar()', outputs: [{ output_type: 'display_data', data: { 'image/png': png, 'text/plain': ['<Figure size 640x480 with 1 Axes>'] }, metadata: {} }] },
  ]));
  file('gannet-data/notebooks/02-llm-labelling.ipynb', notebook([
    { md: '## Label support tickets with an LLM' },
    { n: 1, code: `import os\nfrom openai import OpenAI\n\nclient = OpenAI(api_key="${cred('token:openai', V.openai(), 'OpenAI key in a notebook constructor')}")` },
    { n: 2, code: 'tickets = pd.read_parquet("s3://gannet-lake/support/tickets.parquet")' },
    { n: 3, code: 'resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": tickets.body[0]}])\nresp.choices[0].message.content' },
  ]));
  file('gannet-data/notebooks/03-embeddings.ipynb', notebook([
    { n: 1, code: `import os\nos.environ["HF_TOKEN"] = "${cred('token:huggingface', V.huggingface(), 'Hugging Face token set in os.environ in a cell')}"\nos.environ["PINECONE_API_KEY"] = os.environ.get("PINECONE_API_KEY", "")` },
    { n: 2, code: 'from sentence_transformers import SentenceTransformer\nmodel = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")' },
    { n: 3, code: `import anthropic\nclaude = anthropic.Anthropic(api_key="${cred('token:anthropic', V.anthropic(), 'Anthropic key in a notebook')}")` },
  ]));
  file('gannet-data/notebooks/04-careful.ipynb', notebook([
    { md: 'Credentials are read from the environment or prompted for; nothing is stored in the notebook.' },
    { n: 1, code: 'import os, getpass\npassword = getpass.getpass("Warehouse password: ")\napi_key = os.environ["OPENAI_API_KEY"]' },
    { n: 2, code: 'from dotenv import load_dotenv\nload_dotenv()\ntoken = os.getenv("HF_TOKEN")' },
    { n: 3, code: `# example output of hashlib.sha256(b"gannet").hexdigest()\ndigest = "${sha256()}"\nrun_id = "${uuid()}"` },
  ]));
  file('gannet-data/notebooks/05-replicate-groq.ipynb', notebook([
    { n: 1, code: `REPLICATE_API_TOKEN = "${cred('token:replicate', V.replicate(), 'Replicate token as a notebook constant')}"\nGROQ_API_KEY = "${cred('token:groq', V.groq(), 'Groq key as a notebook constant')}"` },
    { n: 2, code: 'import replicate\nout = replicate.run("stability-ai/sdxl", input={"prompt": "a gannet diving"})' },
  ]));
  file('gannet-data/notebooks/06-langsmith-tracing.ipynb', notebook([
    { n: 1, code: `%env LANGCHAIN_TRACING_V2=true\n%env LANGCHAIN_API_KEY=${cred('token:langsmith', V.langsmith(), 'LangSmith key via %env magic')}\n%env LANGCHAIN_PROJECT=support-bot` },
    { n: 2, code: 'from langchain_openai import ChatOpenAI\nllm = ChatOpenAI(model="gpt-4o-mini")' },
  ]));
  file('gannet-data/notebooks/07-postgres-sqlalchemy.ipynb', notebook([
    { n: 1, code: `from sqlalchemy import create_engine\nengine = create_engine("${cred('connection-string', `postgresql+psycopg2://analyst:${plainPassword()}@warehouse.gannet.internal:5432/dwh`, 'SQLAlchemy URL with password in a notebook')}")` },
    { n: 2, code: 'pd.read_sql("select count(*) from events", engine)' },
  ]));
  file('gannet-data/airflow/connections.yaml', `# airflow connections import connections.yaml
warehouse:
  conn_type: snowflake
  login: AIRFLOW_SVC
  password: ${cred('password', `"${dq(password())}"`, 'Airflow connection password in an import file')}
  extra:
    account: gannet-eu1
    warehouse: ETL_WH
s3_lake:
  conn_type: aws
  extra:
    role_arn: arn:aws:iam::${digits(12)}:role/airflow-lake
slack_alerts:
  conn_type: slackwebhook
  password: ${cred('webhook', V.slackHook(), 'Slack webhook as an Airflow connection password')}
`);
  file('gannet-data/airflow/dags/export_dag.py', `from datetime import datetime
from airflow import DAG
from airflow.providers.postgres.operators.postgres import PostgresOperator
from airflow.models import Variable

with DAG("nightly_export", start_date=datetime(2024, 1, 1), schedule="@daily", catchup=False) as dag:
    export = PostgresOperator(
        task_id="export",
        postgres_conn_id="warehouse",
        sql="sql/export.sql",
    )
    api_key = Variable.get("partner_api_key")
`);
  file('gannet-data/etl/connections.py', `"""Database connections for the ETL jobs."""
import os
import pyodbc
import pymongo
import redis
from kafka import KafkaProducer

MSSQL = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.gannet.internal;DATABASE=crm;"
    "UID=etl_reader;${cred('connection-string', `PWD=${plainPassword()};`, 'ODBC PWD= in a pyodbc connection string')}Encrypt=yes"
)
MONGO = pymongo.MongoClient("${cred('connection-string', `mongodb+srv://etl:${plainPassword()}@cluster0.${alnum(5).toLowerCase()}.mongodb.net/?retryWrites=true&w=majority`, 'mongodb+srv URL with password')}")
CACHE = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
PRODUCER = KafkaProducer(
    bootstrap_servers=["kafka-1.gannet.internal:9094"],
    security_protocol="SASL_SSL",
    sasl_mechanism="SCRAM-SHA-512",
    sasl_plain_username="etl-producer",
    sasl_plain_password="${cred('password', dq(password()), 'Kafka SASL password keyword argument')}",
)
REPORTING = redis.Redis(host="reporting-cache.gannet.internal", port=6380, password=os.environ["REPORTING_REDIS_PASSWORD"], ssl=True)
`);
  file('gannet-data/etl/settings.py', `import os

WAREHOUSE_URL = os.environ["WAREHOUSE_URL"]
LAKE_BUCKET = "gannet-lake"
ELASTIC_URL = "${cred('connection-string', `https://elastic:${plainPassword()}@search.gannet.internal:9200`, 'Elasticsearch URL with the elastic user password')}"
CLICKHOUSE_DSN = "clickhouse://default:@localhost:9000/default"
NEO4J_URI = "bolt://neo4j.gannet.internal:7687"
NEO4J_AUTH = ("neo4j", "${cred('password', plainPassword(), 'Neo4j auth tuple')}")
MAPBOX_TOKEN = "${cred('token:mapbox', V.mapboxSecret(), 'Mapbox secret sk. token')}"
FEATURE_STORE_TTL = 3600
`);
}

// =====================================================================================
// C# / .NET: appsettings, web.config, code
// =====================================================================================
for (const [app, leak] of [['heron-portal', true], ['ibex-scheduler', false], ['jackal-payments', true]]) {
  const pw = plainPassword();
  file(`${app}/src/Web/appsettings.json`, `{
  "Logging": {
    "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" }
  },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "Default": "${leak ? cred('connection-string', `Server=tcp:${app}-sql.database.windows.net,1433;Initial Catalog=${app.split('-')[0]};User ID=appuser;Password=${pw};Encrypt=True;`, 'SQL Server connection string with Password= in appsettings') : `Server=(localdb)\\\\MSSQLLocalDB;Database=${app.split('-')[0]};Trusted_Connection=True;MultipleActiveResultSets=true`}",
    "Redis": "${app}.redis.cache.windows.net:6380,password=${leak ? cred('connection-string', azureRedisKey(), 'Azure Redis access key in a StackExchange.Redis string') : '<redis-access-key>'},ssl=True,abortConnect=False",
    "Storage": "${leak ? cred('azure-storage-key', `DefaultEndpointsProtocol=https;AccountName=${app.replace('-', '')}st;AccountKey=${V.azureStorageKey()};EndpointSuffix=core.windows.net`, 'Azure Storage connection string with AccountKey') : 'UseDevelopmentStorage=true'}"
  },
  "SendGrid": {
    "ApiKey": "${leak ? cred('token:sendgrid', V.sendgrid(), 'SendGrid key in appsettings') : ''}",
    "From": "noreply@${app}.example"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "${uuid()}",
    "ClientId": "${uuid()}",
    "ClientSecret": "${leak ? cred('client-secret', V.azureAdSecret(), 'Azure AD client secret in appsettings') : ''}",
    "CallbackPath": "/signin-oidc"
  },
  "ApplicationInsights": {
    "ConnectionString": "InstrumentationKey=${uuid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/"
  }
}
`);
  file(`${app}/src/Web/appsettings.Development.json`, `{
  "ConnectionStrings": {
    "Default": "Server=localhost,1433;Database=dev;User ID=sa;Password=Your_password123;TrustServerCertificate=True"
  },
  "SendGrid": { "ApiKey": "SG.dev-placeholder" },
  "Logging": { "LogLevel": { "Default": "Debug" } }
}
`);
}
function azureRedisKey() { return b64pad(32); }
file('heron-portal/src/Web/Program.cs', `using Microsoft.EntityFrameworkCore;
using Heron.Portal.Data;
using Stripe;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddDbContext<PortalDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("Default")));
builder.Services.AddStackExchangeRedisCache(o => o.Configuration = builder.Configuration.GetConnectionString("Redis"));

StripeConfiguration.ApiKey = "${cred('token:stripe', V.stripeLive(), 'Stripe key assigned to StripeConfiguration.ApiKey')}";

var app = builder.Build();
app.MapGet("/healthz", () => Results.Ok());
app.Run();
`);
file('ibex-scheduler/src/Web/Program.cs', `using Azure.Identity;
using Azure.Security.KeyVault.Secrets;

var builder = WebApplication.CreateBuilder(args);
builder.Configuration.AddAzureKeyVault(new Uri("https://ibex-kv.vault.azure.net/"), new DefaultAzureCredential());
var stripeKey = builder.Configuration["Stripe:SecretKey"] ?? throw new InvalidOperationException("Stripe:SecretKey missing");
var twilioToken = Environment.GetEnvironmentVariable("TWILIO_AUTH_TOKEN");
var app = builder.Build();
app.Run();
`);
file('jackal-payments/src/Infrastructure/TwilioSender.cs', `using Twilio;
using Twilio.Rest.Api.V2010.Account;

namespace Jackal.Payments.Infrastructure;

public sealed class TwilioSender
{
    private const string AccountSid = "${V.twilioSid()}";
    private const string AuthToken = "${cred('token:twilio', V.twilioToken(), 'Twilio auth token as a C# const')}";

    public TwilioSender() => TwilioClient.Init(AccountSid, AuthToken);

    public Task SendAsync(string to, string body) =>
        MessageResource.CreateAsync(to: new Twilio.Types.PhoneNumber(to), from: new Twilio.Types.PhoneNumber("+15005550006"), body: body);
}
`);
file('jackal-payments/src/Infrastructure/LegacyDb.cs', `using System.Data.SqlClient;
using Npgsql;
using Oracle.ManagedDataAccess.Client;

namespace Jackal.Payments.Infrastructure;

internal static class LegacyDb
{
    public static SqlConnection Ledger() =>
        new SqlConnection("Data Source=ledger01;Initial Catalog=Ledger;User Id=ledger_rw;${cred('connection-string', `Password=${plainPassword()};`, 'SqlConnection literal with Password=')}");

    public static NpgsqlConnection Audit() =>
        new NpgsqlConnection("Host=audit.jackal.internal;Username=audit;${cred('connection-string', `Password=${plainPassword()};`, 'Npgsql connection string literal')}Database=audit;SSL Mode=Require");

    public static OracleConnection Settlement() =>
        new OracleConnection("User Id=SETTLE;${cred('connection-string', `Password=${plainPassword()};`, 'Oracle managed driver connection string')}Data Source=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora1)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=SETTLE)))");

    public static NpgsqlConnection Local() =>
        new NpgsqlConnection(Environment.GetEnvironmentVariable("AUDIT_DB") ?? "Host=localhost;Username=postgres;Password=postgres;Database=audit");
}
`);
file('jackal-payments/src/Web/web.config', `<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Ledger" connectionString="Data Source=ledger01;Initial Catalog=Ledger;User ID=web;${cred('connection-string', `Password=${xml(plainPassword())}`, 'web.config connectionString with Password=')};" providerName="System.Data.SqlClient" />
    <add name="Reports" connectionString="Data Source=rpt01;Initial Catalog=Reports;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="PayPal:ClientId" value="A${b64url(79)}" />
    <add key="PayPal:ClientSecret" value="${cred('client-secret', 'E' + b64url(79), 'PayPal REST client secret in appSettings')}" />
    <add key="SmtpPassword" value="${cred('password', xml(password()), 'SMTP password in appSettings')}" />
    <add key="webpages:Version" value="3.0.0.0" />
    <add key="ValidationSettings:UnobtrusiveValidationMode" value="None" />
  </appSettings>
  <system.web>
    <machineKey validationKey="${cred('machine-key', hex(128).toUpperCase(), 'ASP.NET machineKey validationKey')}"
                decryptionKey="${cred('machine-key', hex(48).toUpperCase(), 'ASP.NET machineKey decryptionKey')}" validation="HMACSHA256" decryption="AES" />
  </system.web>
</configuration>
`);
file('heron-portal/src/Web/Properties/launchSettings.json', `{
  "profiles": {
    "Web": {
      "commandName": "Project",
      "launchBrowser": true,
      "applicationUrl": "https://localhost:7155;http://localhost:5155",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "OPENAI_API_KEY": "${cred('token:openai', V.openai(), 'OpenAI key in launchSettings environment')}"
      }
    }
  }
}
`);
file('heron-portal/src/Web/Heron.Portal.csproj', `<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <UserSecretsId>${uuid()}</UserSecretsId>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Stripe.net" Version="44.1.0" />
    <PackageReference Include="Microsoft.EntityFrameworkCore.SqlServer" Version="8.0.3" />
  </ItemGroup>
</Project>
`);
file('heron-portal/src/Web/packages.lock.json', JSON.stringify({
  version: 1,
  dependencies: { 'net8.0': Object.fromEntries(['Stripe.net', 'Microsoft.EntityFrameworkCore.SqlServer', 'Newtonsoft.Json', 'Azure.Identity', 'System.Text.Json'].map((n) => [n, { type: 'Direct', requested: '[1.0.0, )', resolved: `${1 + int(9)}.${int(9)}.${int(9)}`, contentHash: b64pad(64) }])) },
}, null, 2));
file('heron-portal/tests/Web.Tests/PaymentTests.cs', `using Xunit;

public class PaymentTests
{
    // Stripe's test-mode fixture key shape; the test server never reaches Stripe.
    private const string FakeKey = "sk_test_FAKEFAKEFAKEFAKEFAKEFAKE";

    [Fact]
    public void RejectsEmptyAmount() => Assert.Throws<ArgumentException>(() => new Charge(FakeKey, 0));
}
`);
file('heron-portal/src/Web/Resources/SharedResource.fr.resx', `<?xml version="1.0" encoding="utf-8"?>
<root>
  <data name="Password" xml:space="preserve"><value>Mot de passe</value></data>
  <data name="PasswordTooShort" xml:space="preserve"><value>Le mot de passe doit contenir au moins 12 caractères.</value></data>
  <data name="ApiKeyHelp" xml:space="preserve"><value>Collez votre clé API ici. Elle ne sera affichée qu'une fois.</value></data>
  <data name="ResetToken" xml:space="preserve"><value>Jeton de réinitialisation expiré</value></data>
</root>
`);

// =====================================================================================
// Ruby on Rails (two apps: one careful, one not)
// =====================================================================================
for (const [app, leak] of [['larch-store', true], ['osprey-crm', false]]) {
  file(`${app}/config/database.yml`, `default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: ${app.replace('-', '_')}_development

test:
  <<: *default
  database: ${app.replace('-', '_')}_test

production:
  <<: *default
  host: ${app}-db.internal
  database: ${app.replace('-', '_')}_production
  username: ${app.replace('-', '_')}
  password: ${leak ? cred('password', `'${sq(password())}'`, 'production password in database.yml') : `<%= ENV["${app.toUpperCase().replace('-', '_')}_DATABASE_PASSWORD"] %>`}
${leak ? `
analytics:
  adapter: mysql2
  url: ${cred('connection-string', `mysql2://reader:${plainPassword()}@analytics.internal/larch_analytics`, 'mysql2 URL in database.yml')}` : ''}
`);
  file(`${app}/config/credentials.yml.enc`, `${b64(300)}--${b64(22)}==--${b64(22)}==`);
  file(`${app}/config/storage.yml`, `local:
  service: Disk
  root: <%= Rails.root.join("storage") %>

amazon:
  service: S3
  access_key_id: ${leak ? cred('aws-access-key', V.awsId(), 'Active Storage S3 key id') : '<%= Rails.application.credentials.dig(:aws, :access_key_id) %>'}
  secret_access_key: ${leak ? cred('aws-secret-key', V.awsSecret(), 'Active Storage S3 secret') : '<%= Rails.application.credentials.dig(:aws, :secret_access_key) %>'}
  region: eu-west-1
  bucket: ${app}-uploads
`);
  file(`${app}/config/initializers/stripe.rb`, `Rails.configuration.stripe = {
  publishable_key: "${V.stripePub()}",
  secret_key: ${leak ? `"${cred('token:stripe', V.stripeLive(), 'Stripe key in a Rails initializer')}"` : 'Rails.application.credentials.stripe[:secret_key]'}
}
Stripe.api_key = Rails.configuration.stripe[:secret_key]
`);
  file(`${app}/config/locales/en.yml`, `en:
  devise:
    passwords:
      send_instructions: "You will receive an email with instructions on how to reset your password in a few minutes."
      updated: "Your password has been changed successfully."
  api_keys:
    title: "API keys"
    hint: "Your secret key is shown once. Store it in a password manager."
    revoke: "Revoke key"
`);
  file(`${app}/config/locales/de.yml`, `de:
  devise:
    passwords:
      send_instructions: "Sie erhalten in wenigen Minuten eine E-Mail mit einer Anleitung zum Zurücksetzen Ihres Passworts."
      updated: "Ihr Passwort wurde erfolgreich geändert."
  api_keys:
    title: "API-Schlüssel"
    hint: "Ihr geheimer Schlüssel wird nur einmal angezeigt."
`);
}
file('larch-store/config/master.key', cred('rails-master-key', V.masterKey(), 'Rails master.key committed'));
file('larch-store/config/secrets.yml', `development:
  secret_key_base: ${hex(128)}

test:
  secret_key_base: ${hex(128)}

production:
  secret_key_base: ${cred('rails-secret-key-base', V.railsKeyBase(), 'production secret_key_base literal')}
`);
file('osprey-crm/config/secrets.yml', `production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
`);
file('larch-store/config/initializers/omniauth.rb', `Rails.application.config.middleware.use OmniAuth::Builder do
  provider :shopify, "${hex(32)}", "${cred('token:shopify', V.shopifySecret(), 'Shopify app shared secret positional argument')}",
           scope: "read_orders,read_products"
end
`);
file('larch-store/config/initializers/sidekiq.rb', `Sidekiq.configure_server do |config|
  config.redis = { url: "${cred('connection-string', `rediss://:${plainPassword()}@larch-redis.internal:6380/0`, 'rediss URL with password only')}" }
end
Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end
`);
file('larch-store/config/initializers/mailer.rb', `ActionMailer::Base.smtp_settings = {
  address: "smtp.mailgun.org",
  port: 587,
  user_name: "postmaster@mg.larch.store",
  password: "${cred('password', dq(password()).replace(/#\{/g, '#-{'), 'SMTP password in a Ruby hash')}",
  authentication: :plain,
  enable_starttls_auto: true
}
MAILGUN_API_KEY = "${cred('token:mailgun', V.mailgun(), 'Mailgun key as a Ruby constant')}"
`);
file('osprey-crm/config/initializers/mailer.rb', `ActionMailer::Base.smtp_settings = {
  address: ENV.fetch("SMTP_HOST"),
  port: 587,
  user_name: ENV.fetch("SMTP_USER"),
  password: ENV.fetch("SMTP_PASSWORD"),
  authentication: :plain
}
`);
file('osprey-crm/spec/support/fake_keys.rb', `# Fixtures for request specs: the WebMock stubs never reach a real service.
FAKE_STRIPE_KEY = "sk_test_" + "x" * 24
FAKE_WEBHOOK_SECRET = "whsec_test_secret"
TEST_PASSWORD = "password123"
`);
file('osprey-crm/Gemfile.lock', `GEM
  remote: https://rubygems.org/
  specs:
${['actioncable', 'actionmailer', 'devise', 'omniauth', 'pg', 'puma', 'sidekiq', 'stripe'].map((g) => `    ${g} (${1 + int(7)}.${int(9)}.${int(9)})`).join('\n')}

PLATFORMS
  x86_64-linux

CHECKSUMS
${['actioncable', 'actionmailer', 'devise', 'omniauth', 'pg', 'puma', 'sidekiq', 'stripe'].map((g) => `  ${g} (${1 + int(7)}.${int(9)}.${int(9)}) sha256=${sha256()}`).join('\n')}

BUNDLED WITH
   2.5.6
`);
file('osprey-crm/db/seeds.rb', `User.find_or_create_by!(email: "admin@osprey.example") do |u|
  u.password = SecureRandom.base58(24)
  u.password_digest = "${bcrypt()}"
end
ApiClient.create!(name: "zapier", token_digest: Digest::SHA256.hexdigest(SecureRandom.hex(32)))
`);
file('larch-store/db/seeds.rb', `AdminUser.create!(email: "ops@larch.store", password: "${cred('password', dq(password()).replace(/#\{/g, '#-{'), 'seeded admin password for production')}", role: :owner)
Partner.create!(name: "freightly", api_key: "${cred('generic-api-key', 'lk_live_' + alnum(32), 'partner API key in seeds')}")
`);

// =====================================================================================
// Kotlin / Gradle / Android
// =====================================================================================
file('kestrel-android/gradle.properties', `org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
signing.keyId=${hex(8).toUpperCase()}
signing.password=${cred('password', plainPassword(), 'PGP signing password in gradle.properties')}
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
ossrhUsername=kestrel-release
ossrhPassword=${cred('password', plainPassword(), 'Sonatype OSSRH password in gradle.properties')}
systemProp.http.proxyHost=proxy.kestrel.internal
systemProp.http.proxyPassword=${cred('password', plainPassword(), 'proxy password system property')}
`);
file('kestrel-android/keystore.properties', `storeFile=../keys/release.jks
storePassword=${cred('password', plainPassword(), 'keystore password')}
keyAlias=upload
keyPassword=${cred('password', plainPassword(), 'key password')}
`);
file('kestrel-android/local.properties', `sdk.dir=/Users/dev/Library/Android/sdk
SENTRY_DSN=https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}
`);
file('kestrel-android/app/build.gradle.kts', `plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "dev.kestrel.app"
    compileSdk = 34
    defaultConfig {
        applicationId = "dev.kestrel.app"
        minSdk = 26
        buildConfigField("String", "API_BASE", "\\"https://api.kestrel.dev\\"")
        buildConfigField("String", "PARTNER_SECRET", "\\"${cred('generic-api-key', alnum(32), 'secret compiled into BuildConfig')}\\"")
        buildConfigField("String", "MAPS_KEY", "\\"\${project.findProperty("MAPS_KEY") ?: ""}\\"")
    }
    signingConfigs {
        create("release") {
            storeFile = file(keystoreProperties["storeFile"] as String)
            storePassword = keystoreProperties["storePassword"] as String
        }
    }
}
`);
file('kestrel-android/build.gradle.kts', `plugins { id("com.android.application") version "8.3.0" apply false }

allprojects {
    repositories {
        google()
        mavenCentral()
        maven {
            url = uri("https://nexus.kestrel.internal/repository/maven-releases/")
            credentials {
                username = "gradle-ci"
                password = "${cred('password', plainPassword(), 'Maven repository password in build.gradle.kts')}"
            }
        }
        maven {
            url = uri("https://maven.pkg.github.com/kestrel/shared")
            credentials {
                username = providers.gradleProperty("gpr.user").orNull
                password = providers.gradleProperty("gpr.key").orNull
            }
        }
    }
}
`);
file('kestrel-android/app/src/main/java/dev/kestrel/app/net/ApiClient.kt', `package dev.kestrel.app.net

import okhttp3.OkHttpClient
import okhttp3.Credentials

object ApiClient {
    private const val CLIENT_ID = "kestrel-android"
    private const val CLIENT_SECRET = "${cred('client-secret', alnum(40), 'OAuth client secret as a Kotlin const')}"
    private val http = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", Credentials.basic(CLIENT_ID, CLIENT_SECRET)).build())
        }
        .build()
}
`);
file('kestrel-android/app/src/main/java/dev/kestrel/app/auth/PasswordRules.kt', `package dev.kestrel.app.auth

object PasswordRules {
    const val MIN_LENGTH = 12
    const val PASSWORD_FIELD = "password"
    const val TOKEN_HEADER = "X-Auth-Token"
    private val weak = setOf("password", "12345678", "qwertyuiop")
    fun isAcceptable(candidate: String) = candidate.length >= MIN_LENGTH && candidate !in weak
}
`);
file('kestrel-android/app/src/main/res/values/strings.xml', `<resources>
    <string name="app_name">Kestrel</string>
    <string name="password_hint">Password</string>
    <string name="api_key_label">API key</string>
    <string name="forgot_password">Forgot your password?</string>
</resources>
`);
file('kestrel-android/app/src/main/res/values-es/strings.xml', `<resources>
    <string name="password_hint">Contraseña</string>
    <string name="api_key_label">Clave de API</string>
    <string name="forgot_password">¿Olvidaste tu contraseña?</string>
</resources>
`);
file('kestrel-android/gradle/verification-metadata.xml', `<?xml version="1.0" encoding="UTF-8"?>
<verification-metadata xmlns="https://schema.gradle.org/dependency-verification">
   <configuration><verify-metadata>true</verify-metadata><verify-signatures>false</verify-signatures></configuration>
   <components>
${['okhttp', 'retrofit', 'moshi', 'kotlinx-coroutines-core'].map((a) => `      <component group="com.example" name="${a}" version="4.${int(12)}.0">
         <artifact name="${a}-4.0.jar"><sha256 value="${sha256()}" origin="Generated by Gradle"/></artifact>
      </component>`).join('\n')}
   </components>
</verification-metadata>
`);
file('kestrel-server/src/main/kotlin/dev/kestrel/server/Db.kt', `package dev.kestrel.server

import com.zaxxer.hikari.HikariConfig
import com.zaxxer.hikari.HikariDataSource

object Db {
    val primary = HikariDataSource(HikariConfig().apply {
        jdbcUrl = "jdbc:postgresql://pg-primary.kestrel.internal:5432/kestrel"
        username = "kestrel"
        password = "${cred('password', dq(password()).replace(/\$/g, '\\$'), 'HikariConfig password literal in Kotlin')}"
    })
    val reporting = HikariDataSource(HikariConfig().apply {
        jdbcUrl = System.getenv("REPORTING_JDBC_URL")
        username = System.getenv("REPORTING_USER")
        password = System.getenv("REPORTING_PASSWORD")
    })
}
`);
file('kestrel-server/src/main/resources/application.conf', `ktor {
  deployment { port = 8080 }
  application { modules = [ dev.kestrel.server.ApplicationKt.module ] }
}
jwt {
  secret = "${cred('jwt', V.jwtSecret(), 'HOCON JWT secret')}"
  secret = \${?JWT_SECRET}
  issuer = "https://kestrel.dev"
}
database {
  password = \${DB_PASSWORD}
}
`);

// =====================================================================================
// Swift / iOS: plist, xcconfig, code
// =====================================================================================
file('marlowe-ios/Marlowe/Info.plist', `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>RevenueCatAPIKey</key>
	<string>appl_${alnum(27)}</string>
	<key>SegmentWriteKey</key>
	<string>$(SEGMENT_WRITE_KEY)</string>
	<key>BranchKey</key>
	<string>key_live_${alnum(32)}</string>
	<key>IntercomSecret</key>
	<string>${cred('generic-api-key', hex(40), 'identity-verification secret shipped in Info.plist')}</string>
	<key>NSCameraUsageDescription</key>
	<string>Scan receipts to attach them to an expense.</string>
</dict>
</plist>
`);
file('marlowe-ios/Config/Release.xcconfig', `PRODUCT_BUNDLE_IDENTIFIER = io.marlowe.app
SEGMENT_WRITE_KEY = ${alnum(32)}
API_HOST = api.marlowe.io
APP_CENTER_SECRET = ${uuid()}
SENTRY_AUTH_TOKEN = ${cred('token:sentry', 'sntryu_' + hex(64), 'Sentry user auth token in xcconfig (used by the upload script)')}
`);
file('marlowe-ios/Config/Debug.xcconfig', `#include "Release.xcconfig"
API_HOST = localhost:8080
SENTRY_AUTH_TOKEN =
`);
file('marlowe-ios/Marlowe/Services/Secrets.swift', `import Foundation

enum Secrets {
    static let plaidClientId = "${hex(24)}"
    static let plaidSecret = "${cred('generic-api-key', hex(30), 'Plaid secret as a Swift static let')}"
    static let algoliaAppId = "${from(UP + DIG, 10)}"
    static let algoliaSearchKey = "${hex(32)}" // search-only, public by design
    static var openAIKey: String { ProcessInfo.processInfo.environment["OPENAI_API_KEY"] ?? "" }
}
`);
file('marlowe-ios/Marlowe/Services/PushClient.swift', `import Foundation

final class PushClient {
    private let session = URLSession(configuration: .ephemeral)
    private let serverKey: String

    init(serverKey: String = Bundle.main.object(forInfoDictionaryKey: "PushServerKey") as? String ?? "") {
        self.serverKey = serverKey
    }

    func register(token: Data) async throws {
        var request = URLRequest(url: URL(string: "https://push.marlowe.io/v1/devices")!)
        request.httpMethod = "POST"
        request.setValue("Bearer \\(serverKey)", forHTTPHeaderField: "Authorization")
        request.httpBody = token.map { String(format: "%02x", $0) }.joined().data(using: .utf8)
        _ = try await session.data(for: request)
    }
}
`);
file('marlowe-ios/Marlowe/Services/Telemetry.swift', `import Foundation

struct Telemetry {
    static let shared = Telemetry(apiKey: "${cred('token:newrelic', V.newrelic(), 'New Relic user key passed to an initializer in Swift')}")
    let apiKey: String
}
`);
file('marlowe-ios/fastlane/Appfile', `app_identifier("io.marlowe.app")
apple_id("release@marlowe.io")
itc_team_id("${digits(9)}")
team_id("${from(UP + DIG, 10)}")
`);
file('marlowe-ios/fastlane/AuthKey.p8', cred('private-key', pem('PRIVATE KEY', 3), 'App Store Connect API private key (.p8)', '-----BEGIN PRIVATE KEY-----'));
file('marlowe-ios/Podfile.lock', `PODS:
  - Alamofire (5.9.0)
  - RevenueCat (4.37.0)
  - Sentry (8.21.0)

SPEC CHECKSUMS:
  Alamofire: ${sha1()}
  RevenueCat: ${sha1()}
  Sentry: ${sha1()}

PODFILE CHECKSUM: ${sha1()}

COCOAPODS: 1.15.2
`);
file('marlowe-ios/Marlowe/fr.lproj/Localizable.strings', `"login.password" = "Mot de passe";
"login.forgot" = "Mot de passe oublié ?";
"settings.apiKey" = "Clé d’API";
"settings.token.expired" = "Votre jeton a expiré. Reconnectez-vous.";
`);

// =====================================================================================
// PowerShell (Windows ops)
// =====================================================================================
file('sorrel-winops/scripts/Deploy-Web.ps1', `param(
    [string]$Server = "web01.sorrel.local",
    [string]$Site = "Default Web Site"
)
$ErrorActionPreference = "Stop"
$user = "SORREL\\svc_deploy"
$secure = ConvertTo-SecureString '${cred('password', ps(password()), 'ConvertTo-SecureString -AsPlainText with a literal')}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $secure)
Invoke-Command -ComputerName $Server -Credential $cred -ScriptBlock {
    Import-Module WebAdministration
    Restart-WebAppPool -Name "SorrelWeb"
}
`);
file('sorrel-winops/scripts/Deploy-Web.Safe.ps1', `param([string]$Server = "web01.sorrel.local")
$cred = Get-Credential -Message "Deployment account"
$token = Read-Host -AsSecureString -Prompt "API token"
$apiKey = $env:SORREL_API_KEY
$vaultSecret = (Get-AzKeyVaultSecret -VaultName "sorrel-kv" -Name "deploy-password").SecretValue
Invoke-Command -ComputerName $Server -Credential $cred -ScriptBlock { Restart-Service W3SVC }
`);
file('sorrel-winops/scripts/Connect-Azure.ps1', `$tenantId = "${uuid()}"
$appId = "${uuid()}"
$env:AZURE_CLIENT_SECRET = "${cred('client-secret', V.azureAdSecret(), 'Azure client secret set in $env: in a script')}"
$sp = New-Object PSCredential($appId, (ConvertTo-SecureString $env:AZURE_CLIENT_SECRET -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $sp -Tenant $tenantId
`);
file('sorrel-winops/scripts/Sync-DevOps.ps1', `$org = "https://dev.azure.com/sorrel"
$pat = "${cred('token:azure-devops', V.azureDevops(), 'Azure DevOps PAT in a PowerShell variable')}"
$auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat"))
$headers = @{ Authorization = "Basic $auth" }
Invoke-RestMethod -Uri "$org/_apis/projects?api-version=7.1" -Headers $headers
`);
file('sorrel-winops/scripts/Backup-Sql.ps1', `Import-Module SqlServer
$connectionString = "Server=sql01.sorrel.local;Database=master;User Id=backup_op;${cred('connection-string', `Password=${plainPassword()};`, 'SQL connection string in PowerShell')}TrustServerCertificate=True"
Invoke-Sqlcmd -ConnectionString $connectionString -Query "BACKUP DATABASE [Sorrel] TO DISK = N'D:\\Backups\\Sorrel.bak' WITH COMPRESSION"
Invoke-Sqlcmd -ServerInstance "sql02" -Database "master" -Username "sa" -Password '${cred('password', ps(plainPassword()), 'Invoke-Sqlcmd -Password argument')}' -Query "SELECT @@VERSION"
`);
file('sorrel-winops/scripts/New-LocalAdmin.ps1', `# Creates the break-glass account on a new server.
$pw = Read-Host -AsSecureString "Password for breakglass"
New-LocalUser -Name "breakglass" -Password $pw -PasswordNeverExpires
Add-LocalGroupMember -Group "Administrators" -Member "breakglass"
`);
file('sorrel-winops/scripts/Send-Report.ps1', `$smtpPassword = ConvertTo-SecureString -String "${cred('password', ps(password()).replace(/"/g, ''), 'SMTP password to ConvertTo-SecureString -String')}" -AsPlainText -Force
$smtpCred = [pscredential]::new("reports@sorrel.example", $smtpPassword)
Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $smtpCred -To ops@sorrel.example -Subject "Daily" -Body "ok"
`);
file('sorrel-winops/dsc/WebServer.psd1', `@{
    AllNodes = @(
        @{
            NodeName                    = "web01"
            PSDscAllowPlainTextPassword = $false
            CertificateFile             = "C:\\dsc\\web01.cer"
            Thumbprint                  = "${hex(40).toUpperCase()}"
        }
    )
}
`);
file('sorrel-winops/unattend.xml', `<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64">
      <UserAccounts>
        <AdministratorPassword>
          <Value>${cred('password', xml(plainPassword()), 'unattend.xml administrator password in clear')}</Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
    </component>
  </settings>
</unattend>
`);

// =====================================================================================
// SQL migrations (Flyway / Rails / raw)
// =====================================================================================
file('tamarind-db/migrations/V1__roles.sql', `-- Roles for the application and reporting
CREATE ROLE app_rw LOGIN PASSWORD '${cred('password', sq(password()), 'CREATE ROLE ... PASSWORD literal (PostgreSQL)')}';
CREATE ROLE reporting_ro LOGIN;
GRANT CONNECT ON DATABASE tamarind TO app_rw, reporting_ro;
-- reporting_ro's password is set by the DBA from the vault:  \\password reporting_ro
`);
file('tamarind-db/migrations/V2__mysql_users.sql', `CREATE USER 'etl'@'10.%' IDENTIFIED BY '${cred('password', sq(password()), 'MySQL IDENTIFIED BY literal')}';
GRANT SELECT ON tamarind.* TO 'etl'@'10.%';
CREATE USER 'monitor'@'localhost' IDENTIFIED WITH auth_socket;
`);
file('tamarind-db/migrations/V3__mssql_login.sql', `CREATE LOGIN [svc_tamarind] WITH PASSWORD = N'${cred('password', sq(password()), 'SQL Server CREATE LOGIN ... PASSWORD literal')}', CHECK_POLICY = ON;
GO
CREATE USER [svc_tamarind] FOR LOGIN [svc_tamarind];
ALTER ROLE db_datareader ADD MEMBER [svc_tamarind];
GO
`);
file('tamarind-db/migrations/V4__oracle_user.sql', `CREATE USER tamarind_app IDENTIFIED BY "${cred('password', from(UP, 1) + from(ALNUM + '_', 14 + int(10)), 'Oracle IDENTIFIED BY literal')}"
  DEFAULT TABLESPACE users QUOTA 500M ON users;
GRANT CREATE SESSION TO tamarind_app;
CREATE USER reporting IDENTIFIED EXTERNALLY;
`);
file('tamarind-db/migrations/V5__api_clients.sql', `CREATE TABLE api_clients (
  id          uuid PRIMARY KEY,
  name        text NOT NULL,
  secret_hash text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO api_clients (id, name, secret_hash) VALUES
  ('${uuid()}', 'mobile', '${argon()}'),
  ('${uuid()}', 'partner-portal', '${argon()}');

INSERT INTO integration_settings (provider, api_key) VALUES
  ('sendgrid', '${cred('token:sendgrid', V.sendgrid(), 'SendGrid key inserted by a migration')}'),
  ('slack', '${cred('token:slack', V.slackBot(), 'Slack bot token inserted by a migration')}');
`);
file('tamarind-db/migrations/V6__users_seed.sql', `INSERT INTO users (email, password_hash, role) VALUES
  ('admin@tamarind.example', '${bcrypt()}', 'admin'),
  ('support@tamarind.example', '${bcrypt()}', 'support');
-- md5 role hashes copied from pg_authid for the migration test
ALTER ROLE legacy_app PASSWORD 'md5${hex(32)}';
ALTER ROLE legacy_app2 PASSWORD 'SCRAM-SHA-256$4096:${b64pad(16)}$${b64pad(32)}:${b64pad(32)}';
`);
file('tamarind-db/migrations/V7__fdw.sql', `CREATE EXTENSION IF NOT EXISTS postgres_fdw;
CREATE SERVER billing_remote FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'billing-db.internal', dbname 'billing', port '5432');
CREATE USER MAPPING FOR app_rw SERVER billing_remote OPTIONS (user 'fdw_reader', password '${cred('password', sq(password()), 'postgres_fdw user mapping password')}');
CREATE USER MAPPING FOR reporting_ro SERVER billing_remote OPTIONS (user 'fdw_reader', password_required 'false');
`);
file('tamarind-db/migrations/V8__dblink.sql', `SELECT * FROM dblink('${cred('connection-string', `host=ledger.internal dbname=ledger user=ledger_ro password=${plainPassword()}`, 'libpq keyword connection string in dblink')}', 'select id, amount from ledger_entries') AS t(id int, amount numeric);
`);
file('tamarind-db/flyway.conf', `flyway.url=jdbc:postgresql://tamarind-db.internal:5432/tamarind
flyway.user=flyway
flyway.password=${cred('password', plainPassword(), 'flyway.conf password')}
flyway.schemas=public
flyway.locations=filesystem:migrations
`);
file('tamarind-db/flyway.local.conf', `flyway.url=jdbc:postgresql://localhost:5432/tamarind
flyway.user=postgres
flyway.password=\${FLYWAY_PASSWORD}
`);
file('tamarind-db/liquibase.properties', `changeLogFile=changelog/db.changelog-master.yaml
url=${cred('connection-string', `jdbc:sqlserver://sql01.tamarind.internal:1433;databaseName=tamarind;user=liquibase;password=${plainPassword()};encrypt=true`, 'JDBC SQL Server URL with password=')}
driver=com.microsoft.sqlserver.jdbc.SQLServerDriver
`);

// =====================================================================================
// Java: JDBC URLs, Spring, Tomcat, Hibernate
// =====================================================================================
file('umber-billing/src/main/resources/application.properties', `spring.application.name=umber-billing
spring.datasource.url=${cred('connection-string', `jdbc:postgresql://pg.umber.internal:5432/billing?user=billing&password=${plainPassword()}&ssl=true`, 'JDBC URL with password query parameter')}
spring.jpa.hibernate.ddl-auto=validate
spring.rabbitmq.addresses=${cred('connection-string', `amqps://billing:${plainPassword()}@rabbit.umber.internal:5671/billing`, 'AMQPS URL with password')}
spring.mail.host=smtp.sendgrid.net
spring.mail.username=apikey
spring.mail.password=\${SENDGRID_API_KEY}
management.endpoints.web.exposure.include=health,info
`);
file('umber-billing/src/main/resources/application-prod.yml', `spring:
  datasource:
    url: jdbc:mysql://mysql.umber.internal:3306/billing?useSSL=true
    username: billing
    password: ${cred('password', `'${sq(password())}'`, 'Spring datasource password in profile YAML')}
  data:
    mongodb:
      uri: ${cred('connection-string', `mongodb://audit:${plainPassword()}@mongo-1.umber.internal:27017,mongo-2.umber.internal:27017/audit?replicaSet=rs0&authSource=admin`, 'MongoDB replica-set URI with password')}
  cloud:
    azure:
      servicebus:
        connection-string: ${cred('azure-shared-access-key', `Endpoint=sb://umber-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${b64pad(32)}`, 'Service Bus connection string')}
billing:
  stripe:
    api-key: \${STRIPE_API_KEY}
  tax:
    avalara-license-key: ${cred('generic-api-key', hex(16).toUpperCase(), 'Avalara license key in Spring YAML')}
`);
file('umber-billing/src/main/resources/application-test.yml', `spring:
  datasource:
    url: jdbc:h2:mem:billing;MODE=PostgreSQL
    username: sa
    password:
`);
file('umber-billing/src/main/java/io/umber/billing/ArchiveDao.java', `package io.umber.billing;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

final class ArchiveDao {
    private static final String URL = "jdbc:oracle:thin:@//ora-archive.umber.internal:1521/ARCH";
    private static final String USER = "archive_ro";
    private static final String PASSWORD = "${cred('password', dq(password()), 'Java static final PASSWORD constant')}";

    Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }

    Connection openLedger() throws SQLException {
        return DriverManager.getConnection("${cred('connection-string', `jdbc:mysql://ledger_ro:${plainPassword()}@ledger.umber.internal:3306/ledger`, 'JDBC MySQL URL with userinfo')}");
    }

    Connection openFromEnv() throws SQLException {
        return DriverManager.getConnection(System.getenv("ARCHIVE_URL"), System.getenv("ARCHIVE_USER"), System.getenv("ARCHIVE_PASSWORD"));
    }
}
`);
file('umber-billing/src/main/java/io/umber/billing/PaymentGateway.java', `package io.umber.billing;

import com.stripe.Stripe;
import com.adyen.Client;
import com.adyen.enums.Environment;

public class PaymentGateway {
    static {
        Stripe.apiKey = "${cred('token:stripe', V.stripeLive(), 'Stripe.apiKey assigned in a Java static block')}";
    }

    private final Client adyen = new Client("${cred('generic-api-key', 'AQE' + b64url(150), 'Adyen API key in a constructor argument')}", Environment.LIVE, "${hex(16)}");
}
`);
file('umber-billing/src/main/webapp/META-INF/context.xml', `<?xml version="1.0" encoding="UTF-8"?>
<Context>
  <Resource name="jdbc/billing" auth="Container" type="javax.sql.DataSource"
            driverClassName="org.postgresql.Driver"
            url="jdbc:postgresql://pg.umber.internal:5432/billing"
            username="tomcat"
            password="${cred('password', xml(plainPassword()), 'Tomcat JNDI Resource password attribute')}"
            maxTotal="20" maxIdle="10" />
</Context>
`);
file('umber-billing/src/main/resources/hibernate.cfg.xml', `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE hibernate-configuration PUBLIC "-//Hibernate/Hibernate Configuration DTD 3.0//EN"
  "http://www.hibernate.org/dtd/hibernate-configuration-3.0.dtd">
<hibernate-configuration>
  <session-factory>
    <property name="hibernate.connection.url">jdbc:postgresql://pg.umber.internal:5432/billing</property>
    <property name="hibernate.connection.username">billing</property>
    <property name="hibernate.connection.password">\${db.password}</property>
    <property name="hibernate.dialect">org.hibernate.dialect.PostgreSQLDialect</property>
  </session-factory>
</hibernate-configuration>
`);
file('umber-billing/src/main/resources/META-INF/persistence.xml', `<persistence xmlns="https://jakarta.ee/xml/ns/persistence" version="3.0">
  <persistence-unit name="ledger">
    <properties>
      <property name="jakarta.persistence.jdbc.url" value="jdbc:postgresql://ledger.umber.internal/ledger"/>
      <property name="jakarta.persistence.jdbc.user" value="ledger"/>
      <property name="jakarta.persistence.jdbc.password" value="${cred('password', xml(plainPassword()), 'JPA persistence.xml password property')}"/>
    </properties>
  </persistence-unit>
</persistence>
`);
file('umber-billing/kafka/client.properties', `bootstrap.servers=pkc-${alnum(5).toLowerCase()}.eu-west-1.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${from(UP + DIG, 16)}" ${cred('password', `password="${from(ALNUM + '+/', 64)}"`, 'Confluent Cloud API secret in sasl.jaas.config')};
client.dns.lookup=use_all_dns_ips
`);
file('umber-billing/pom.xml', `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>io.umber</groupId>
  <artifactId>billing</artifactId>
  <version>2.4.0</version>
  <properties>
    <java.version>21</java.version>
    <sonar.token>\${env.SONAR_TOKEN}</sonar.token>
  </properties>
</project>
`);
file('umber-billing/.mvn/settings.xml', `<settings>
  <servers>
    <server>
      <id>umber-nexus</id>
      <username>deployer</username>
      <password>${cred('password', xml(password()), 'Maven settings.xml server password')}</password>
    </server>
    <server>
      <id>github</id>
      <username>umber-ci</username>
      <password>\${env.GITHUB_TOKEN}</password>
    </server>
    <server>
      <id>encrypted</id>
      <username>ops</username>
      <password>{${b64pad(36)}}</password>
    </server>
  </servers>
</settings>
`);

// =====================================================================================
// Shell scripts with curl and database clients; Markdown runbooks with curl
// =====================================================================================
file('vervain-ops/bin/rotate-logs.sh', `#!/usr/bin/env bash
set -euo pipefail
export PGPASSWORD='${cred('password', plainPassword(), 'PGPASSWORD exported in a shell script')}'
psql -h pg.vervain.internal -U maint -d vervain -c "select pg_rotate_logfile()"
mysql -h mysql.vervain.internal -u maint -p'${cred('password', plainPassword(), 'mysql -p with the password attached')}' -e "FLUSH LOGS"
`);
file('vervain-ops/bin/healthcheck.sh', `#!/usr/bin/env bash
set -euo pipefail
curl -fsS -u admin:${cred('basic-auth', plainPassword(), 'curl -u user:password')} https://grafana.vervain.internal/api/health
curl -fsS -H "X-API-Key: ${cred('generic-api-key', alnum(32), 'curl X-API-Key header literal')}" https://status.vervain.internal/api/v1/checks
curl -fsS https://api.stripe.com/v1/balance -u ${cred('token:stripe', V.stripeLive(), 'curl -u with a Stripe key as the user')}:
curl -fsS -H "Authorization: Bearer $STATUS_TOKEN" https://status.vervain.internal/api/v1/incidents
curl -fsS --user "\${GRAFANA_USER}:\${GRAFANA_PASSWORD}" https://grafana.vervain.internal/api/org
`);
file('vervain-ops/bin/notify.sh', `#!/bin/sh
# usage: notify.sh "message"
TELEGRAM_BOT_TOKEN="${cred('token:telegram', V.telegram(), 'Telegram bot token in a shell variable')}"
CHAT_ID="-100${digits(10)}"
curl -s "https://api.telegram.org/bot$TELEGRAM_BOT_TOKEN/sendMessage" -d chat_id="$CHAT_ID" -d text="$1"
DISCORD_TOKEN="${cred('token:discord', V.discordBot(), 'Discord bot token in a shell variable')}"
`);
file('vervain-ops/bin/backup.sh', `#!/usr/bin/env bash
set -euo pipefail
: "\${B2_ACCOUNT_ID:?}" "\${B2_APPLICATION_KEY:?}"
export RESTIC_PASSWORD_FILE=/etc/restic/password
restic -r b2:vervain-backups:/ backup /srv/data
age -r age1${from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)} -o /srv/dump.sql.age /srv/dump.sql
`);
file('vervain-ops/keys/backup.agekey', `# created: 2024-02-12T09:21:33Z
# public key: age1${from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}
${cred('private-key', V.age(), 'age secret key file')}
`);
file('vervain-ops/bin/cloud-login.sh', `#!/usr/bin/env bash
export DIGITALOCEAN_ACCESS_TOKEN=${cred('token:digitalocean', V.digitalocean(), 'DigitalOcean token exported in a script')}
export ALIBABA_CLOUD_ACCESS_KEY_ID=${cred('token:alibaba', V.alibabaId(), 'Alibaba Cloud AccessKey ID')}
export ALIBABA_CLOUD_ACCESS_KEY_SECRET=${cred('token:alibaba', V.alibabaSecret(), 'Alibaba Cloud AccessKey secret')}
export FLY_API_TOKEN=${cred('token:flyio', V.flyio(), 'Fly.io token exported')}
export VAULT_TOKEN=${cred('token:vault', V.vault(), 'Vault service token exported')}
export DOPPLER_TOKEN=${cred('token:doppler', V.doppler(), 'Doppler service token exported')}
export PULUMI_ACCESS_TOKEN=${cred('token:pulumi', V.pulumi(), 'Pulumi token exported')}
export AWS_PROFILE=vervain-ops
export KUBECONFIG=$HOME/.kube/vervain
`);
file('vervain-ops/bin/cloud-login.example.sh', `#!/usr/bin/env bash
# Copy to cloud-login.sh and fill in; cloud-login.sh is git-ignored.
export DIGITALOCEAN_ACCESS_TOKEN=dop_v1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export FLY_API_TOKEN=<fly-token>
export VAULT_TOKEN=
export PULUMI_ACCESS_TOKEN="your-pulumi-token"
`);
file('vervain-ops/docs/runbook-grafana.md', `# Grafana runbook

Create a service-account token in Grafana (Administration → Service accounts) and keep it in 1Password.
Then query the API:

\`\`\`bash
curl -H "Authorization: Bearer <service-account-token>" https://grafana.vervain.internal/api/dashboards/home
\`\`\`

For the on-call laptop the token below was issued on 2024-03-02 (rotate after the incident review):

\`\`\`bash
curl -H "Authorization: Bearer ${cred('token:grafana', V.grafana(), 'Grafana service-account token pasted in a runbook')}" https://grafana.vervain.internal/api/alerts
\`\`\`

${LOREM[1]}
`);
file('vervain-ops/docs/runbook-jira.md', `# Jira automation

\`\`\`sh
curl -u ops-bot@vervain.example:${cred('token:atlassian', 'ATATT3xFfGF0' + b64url(170) + '=' + from(UP + DIG, 8), 'Atlassian API token in curl -u in Markdown')} \\
  -H "Content-Type: application/json" https://vervain.atlassian.net/rest/api/3/issue -d @issue.json
\`\`\`

Example from Atlassian's documentation (not a real token): \`curl -u email@example.com:<api_token> ...\`
`);
file('vervain-ops/docs/api-quickstart.md', `# Public API quick start

1. Create a key under Settings → API keys. Keys look like \`vv_live_\` followed by 32 characters.
2. Call the API:

\`\`\`bash
curl https://api.vervain.example/v1/orders \\
  -H "Authorization: Bearer $VERVAIN_API_KEY"
\`\`\`

\`\`\`bash
curl https://api.vervain.example/v1/orders -H "Authorization: Bearer vv_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
\`\`\`

3. Webhooks are signed with HMAC-SHA256; compare the \`Vervain-Signature\` header with your endpoint secret.

${LOREM.join(' ')}
`);
file('vervain-ops/docs/onboarding.md', `# Onboarding notes (internal)

- VPN: download the profile from the portal.
- Shared staging admin: user \`stage-admin\`, password \`${cred('password', plainPassword(), 'shared staging password in onboarding notes')}\`
- Notion integration for the wiki export: \`${cred('token:notion', V.notion(), 'Notion integration secret in Markdown')}\`
- Figma token used by the icon exporter: \`${cred('token:figma', V.figma(), 'Figma personal token in Markdown')}\`
- Ask #it-help for a YubiKey.
`);
file('vervain-ops/docs/db-access.md', `# Database access

Connect through the bastion:

    psql "host=localhost port=15432 dbname=vervain user=$USER sslmode=require"

The read replica for BI tools:

    ${cred('connection-string', `postgres://bi_reader:${plainPassword()}@replica.vervain.internal:5432/vervain`, 'postgres URL with password in an indented Markdown code block')}

Local development uses \`postgres://postgres:postgres@localhost:5432/vervain_dev\`.
`);

// =====================================================================================
// Go service, Python and Node services: many vendors, many drivers
// =====================================================================================
file('wombat-go/internal/config/config.go', `package config

import (
	"os"
	"time"
)

type Config struct {
	DSN          string
	RedisURL     string
	SupabaseKey  string
	PlanetScale  string
	ReadTimeout  time.Duration
}

// Default is the production configuration. TODO: move to the secret manager.
var Default = Config{
	DSN:         "${cred('connection-string', `wombat:${plainPassword()}@tcp(mysql.wombat.internal:3306)/wombat?parseTime=true&tls=true`, 'Go MySQL DSN with password')}",
	RedisURL:    os.Getenv("REDIS_URL"),
	SupabaseKey: "${cred('token:supabase', V.supabase(), 'Supabase management token in a Go struct literal')}",
	PlanetScale: "${cred('token:planetscale', V.planetscale(), 'PlanetScale password in a Go struct literal')}",
	ReadTimeout: 5 * time.Second,
}

func FromEnv() Config {
	c := Default
	if v, ok := os.LookupEnv("WOMBAT_DSN"); ok {
		c.DSN = v
	}
	return c
}
`);
file('wombat-go/internal/notify/slack.go', `package notify

import "github.com/slack-go/slack"

const botToken = "${cred('token:slack', V.slackBot(), 'Slack bot token as a Go const')}"

var client = slack.New(botToken)
`);
file('wombat-go/internal/ldap/bind.go', `package ldap

import "github.com/go-ldap/ldap/v3"

func Connect() (*ldap.Conn, error) {
	conn, err := ldap.DialURL("ldaps://dc01.wombat.local:636")
	if err != nil {
		return nil, err
	}
	if err := conn.Bind("CN=svc-wombat,OU=Service,DC=wombat,DC=local", "${cred('password', dq(password()), 'LDAP bind password argument in Go')}"); err != nil {
		return nil, err
	}
	return conn, nil
}
`);
file('wombat-go/internal/mail/smtp.go', `package mail

import "net/smtp"

var auth = smtp.PlainAuth("", "alerts@wombat.example", "${cred('password', dq(password()), 'smtp.PlainAuth password argument')}", "smtp.wombat.example")

var relay = "${cred('connection-string', `smtps://relay:${plainPassword()}@smtp.wombat.example:465`, 'SMTPS URL with password')}"
`);
file('wombat-go/go.sum', Array.from({ length: 14 }, (_, i) => `github.com/${pick(WORDS)}/${pick(WORDS)} v1.${i}.${int(9)} h1:${b64pad(32)}\ngithub.com/${pick(WORDS)}/${pick(WORDS)} v1.${i}.${int(9)}/go.mod h1:${b64pad(32)}`).join('\n'));
file('wombat-go/internal/ids/ids_test.go', `package ids

import "testing"

func TestParse(t *testing.T) {
	cases := []string{"${uuid()}", "${uuid()}", "${uuid()}"}
	for _, c := range cases {
		if _, err := Parse(c); err != nil {
			t.Fatal(err)
		}
	}
}
`);
file('yarrow-py/app/settings/production.py', `from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["yarrow.example"]
SECRET_KEY = "${cred('django-secret', from(LOW + DIG + '!@#%^&*(-_=+)', 50), 'Django SECRET_KEY in production settings')}"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "yarrow",
        "USER": "yarrow",
        "PASSWORD": "${cred('password', dq(password()), 'Django DATABASES PASSWORD')}",
        "HOST": "pg.yarrow.internal",
    },
    "legacy": {
        "ENGINE": "mssql",
        "NAME": "legacy",
        "USER": "yarrow_ro",
        "PASSWORD": os.environ["LEGACY_DB_PASSWORD"],
        "HOST": "sql01.yarrow.internal",
    },
}
CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": os.environ["REDIS_URL"]}}
AWS_STORAGE_BUCKET_NAME = "yarrow-media"
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
`);
file('yarrow-py/app/settings/base.py', `import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY")
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 12}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]
`);
file('yarrow-py/app/integrations/clients.py', `import os
import asana
import contentful_management
import dropbox
import okta.client
import pinecone

asana_client = asana.Client.access_token("${cred('token:asana', V.asana(), 'Asana personal access token')}")
cma = contentful_management.Client("${cred('token:contentful', V.contentful(), 'Contentful management token')}")
dbx = dropbox.Dropbox("${cred('token:dropbox', V.dropbox(), 'Dropbox short-lived token')}")
okta_client = okta.client.Client({"orgUrl": "https://yarrow.okta.com", "token": "${cred('token:okta', V.okta(), 'Okta API token in a client config dict')}"})
pc = pinecone.Pinecone(api_key=os.environ["PINECONE_API_KEY"])
`);
file('yarrow-py/app/integrations/snowflake.py', `from sqlalchemy import create_engine

ENGINE = create_engine(
    "${cred('connection-string', `snowflake://LOADER:${plainPassword()}@yarrow-eu1/RAW/PUBLIC?warehouse=LOAD_WH&role=LOADER`, 'Snowflake SQLAlchemy URL with password')}"
)
CASSANDRA = {"contact_points": ["cass-1.yarrow.internal"], "username": "yarrow", "password": "${cred('password', dq(password()), 'Cassandra password in a dict')}"}
`);
file('yarrow-py/tests/test_clients.py', `import pytest
from app.integrations import clients

FAKE_TOKEN = "test-token-not-real"

@pytest.fixture
def asana(monkeypatch):
    monkeypatch.setenv("ASANA_TOKEN", "0/00000000000000000000000000000000")
    return clients.asana_client

def test_hash_is_stable():
    assert hash_token("abc") == "${sha256()}"
`);
file('yarrow-py/poetry.lock', Array.from({ length: 8 }, () => `[[package]]
name = "${pick(WORDS)}-${pick(WORDS)}"
version = "${int(5)}.${int(20)}.${int(9)}"
description = "${LOREM[int(4)].slice(0, 60)}"
optional = false
python-versions = ">=3.9"
files = [
    {file = "pkg-${int(9)}.${int(9)}-py3-none-any.whl", hash = "sha256:${sha256()}"},
    {file = "pkg-${int(9)}.${int(9)}.tar.gz", hash = "sha256:${sha256()}"},
]
`).join('\n') + `
[metadata]
lock-version = "2.0"
python-versions = "^3.12"
content-hash = "${sha256()}"
`);
file('yarrow-py/requirements.txt', `django==5.0.3 \\
    --hash=sha256:${sha256()} \\
    --hash=sha256:${sha256()}
psycopg[binary]==3.1.18 \\
    --hash=sha256:${sha256()}
`);
file('zephyr-node/src/config/index.ts', `import 'dotenv/config';

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/zephyr',
  stripeKey: process.env.STRIPE_SECRET_KEY!,
  shopify: {
    shop: 'zephyr-goods.myshopify.com',
    accessToken: '${cred('token:shopify', V.shopifyToken(), 'Shopify admin token in a TS config object')}',
  },
  square: {
    accessToken: '${cred('token:square', V.square(), 'Square production access token')}',
    environment: 'production',
  },
  clickhouseUrl: '${cred('connection-string', `https://default:${plainPassword()}@ch.zephyr.internal:8443`, 'ClickHouse HTTPS URL with password')}',
};
`);
file('zephyr-node/src/queue/connection.ts', `import amqp from 'amqplib';
import { createClient } from 'redis';

export const rabbit = amqp.connect('${cred('connection-string', `amqp://zephyr:${plainPassword()}@mq.zephyr.internal:5672/zephyr`, 'AMQP URL with password in code')}');
export const redis = createClient({ url: process.env.REDIS_URL, password: '${cred('password', plainPassword(), 'redis client password option')}' });
export const localRedis = createClient({ url: 'redis://localhost:6379' });
`);
file('zephyr-node/src/ftp/upload.ts', `import { Client } from 'basic-ftp';

export async function upload(file: string) {
  const client = new Client();
  await client.access({ host: 'ftp.partner.example', user: 'zephyr', password: '${cred('password', plainPassword(), 'basic-ftp access password option')}', secure: true });
  await client.uploadFrom(file, \`/inbound/\${file}\`);
}

export const mirror = '${cred('connection-string', `sftp://zephyr:${plainPassword()}@files.partner.example/outbound`, 'SFTP URL with password')}';
`);
file('zephyr-node/.env.production', `NODE_ENV=production
DATABASE_URL=${cred('connection-string', `postgresql://zephyr:${plainPassword()}@zephyr-prod.cluster-${alnum(12).toLowerCase()}.eu-west-1.rds.amazonaws.com:5432/zephyr`, 'Postgres URL in .env.production')}
STRIPE_SECRET_KEY=${cred('token:stripe', V.stripeLive(), 'Stripe key in .env.production')}
STRIPE_WEBHOOK_SECRET=${cred('token:stripe', V.stripeWh(), 'Stripe webhook secret in .env.production')}
STRIPE_PUBLISHABLE_KEY=${V.stripePub()}
SENDGRID_API_KEY=${cred('token:sendgrid', V.sendgrid(), 'SendGrid key in .env.production')}
TWILIO_ACCOUNT_SID=${V.twilioSid()}
TWILIO_API_KEY=${V.twilioKeySid()}
TWILIO_API_SECRET=${cred('token:twilio', alnum(32), 'Twilio API key secret in .env')}
SLACK_USER_TOKEN=${cred('token:slack', V.slackUser(), 'Slack user token in .env')}
GITLAB_TOKEN=${cred('token:gitlab', V.glpat(), 'GitLab PAT in .env')}
OPENAI_API_KEY=${cred('token:openai', V.openai(), 'OpenAI key in .env')}
SESSION_SECRET=${cred('jwt', V.jwtSecret(), 'session signing secret in .env')}
SENTRY_DSN=https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}
PUBLIC_POSTHOG_KEY=phc_${alnum(43)}
`);
file('zephyr-node/.env.example', `NODE_ENV=development
DATABASE_URL=postgres://postgres:postgres@localhost:5432/zephyr
STRIPE_SECRET_KEY=sk_live_...
STRIPE_WEBHOOK_SECRET=whsec_...
SENDGRID_API_KEY=SG.xxxxx.yyyyy
TWILIO_API_SECRET=
SLACK_USER_TOKEN=xoxp-your-token
GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx
OPENAI_API_KEY=sk-proj-REPLACE_ME
SESSION_SECRET=change-me
`);
file('zephyr-node/docker-compose.yml', `services:
  api:
    build: .
    env_file: .env
    environment:
      DATABASE_URL: postgres://postgres:postgres@db:5432/zephyr
      MEILI_MASTER_KEY: \${MEILI_MASTER_KEY:?}
    depends_on: [db, search]
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: postgres
  search:
    image: getmeili/meilisearch:v1.7
    environment:
      MEILI_ENV: production
  grafana:
    image: grafana/grafana:10.4.0
    environment:
      - GF_SECURITY_ADMIN_PASSWORD=${cred('password', plainPassword(), 'Grafana admin password in compose environment list')}
      - GF_SMTP_PASSWORD=$\${SMTP_PASSWORD}
  minio:
    image: minio/minio
    command: server /data
    environment:
      MINIO_ROOT_USER: zephyr-admin
      MINIO_ROOT_PASSWORD: ${cred('password', plainPassword(), 'MinIO root password in compose')}
`);
file('zephyr-node/k8s/secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: zephyr-api
type: Opaque
data:
  DATABASE_PASSWORD: ${cred('password', Buffer.from(plainPassword()).toString('base64'), 'base64 password in a Kubernetes Secret data field')}
  CONTENTFUL_TOKEN: ${cred('token:contentful', Buffer.from(V.contentful()).toString('base64'), 'base64 Contentful token in a Secret')}
  LOG_LEVEL: ${Buffer.from('info').toString('base64')}
`);
file('zephyr-node/k8s/tls.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: zephyr-tls
type: kubernetes.io/tls
data:
  tls.crt: ${Buffer.from(certificate()).toString('base64')}
  tls.key: ${cred('private-key', Buffer.from(pem('EC PRIVATE KEY', 4)).toString('base64'), 'base64 EC private key in a TLS Secret')}
`);
file('zephyr-node/certs/server.key', cred('private-key', pem('RSA PRIVATE KEY', 25), 'RSA private key file', '-----BEGIN RSA PRIVATE KEY-----'));
file('zephyr-node/certs/server.crt', certificate());
file('zephyr-node/certs/ca.pem', certificate());
file('zephyr-node/src/auth/signing.ts', `import { createPrivateKey } from 'node:crypto';

// Signing key for partner webhooks (rotated 2024-01).
const PARTNER_SIGNING_KEY = \`${cred('private-key', pem('PRIVATE KEY', 6), 'PKCS#8 key in a template literal', '-----BEGIN PRIVATE KEY-----')}\`;

export const partnerKey = createPrivateKey(PARTNER_SIGNING_KEY);
export const verifyKey = \`${publicKey()}\`;
`);
file('zephyr-node/src/auth/jwt.ts', `import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET ?? (() => { throw new Error('JWT_SECRET missing'); })();
const legacySecret = '${cred('jwt', V.jwtSecret(), 'JWT secret literal passed to verify')}';

export const sign = (sub: string) => jwt.sign({ sub }, secret, { expiresIn: '15m' });
export const verifyLegacy = (token: string) => jwt.verify(token, legacySecret);
`);
file('zephyr-node/src/i18n/en.json', JSON.stringify({ auth: { password: 'Password', passwordHint: 'At least 12 characters', apiKey: 'API key', token: 'Access token', secretShownOnce: 'This secret is shown only once.' }, errors: { invalidToken: 'Your token is invalid or expired', wrongPassword: 'Wrong password' } }, null, 2));
file('zephyr-node/src/i18n/ja.json', JSON.stringify({ auth: { password: 'パスワード', apiKey: 'APIキー', token: 'アクセストークン' }, errors: { wrongPassword: 'パスワードが正しくありません' } }, null, 2));
file('zephyr-node/src/i18n/pt-BR.json', JSON.stringify({ auth: { password: 'Senha', apiKey: 'Chave de API', secretShownOnce: 'Este segredo é exibido apenas uma vez.' } }, null, 2));
{
  // A minified vendor bundle: random-looking identifiers and base64 payloads, no credentials.
  const ids = Array.from({ length: 60 }, () => from(LOW, 1) + from(ALNUM + '_$', 1 + int(3)));
  const chunks = Array.from({ length: 40 }, (_, i) => `${ids[i % 60]}=function(${ids[(i + 1) % 60]},${ids[(i + 2) % 60]}){return ${ids[(i + 3) % 60]}.${pick(['apply', 'call', 'bind'])}(this,"${b64url(16 + int(24))}")}`);
  file('zephyr-node/public/assets/vendor-3f9a1c.min.js', `!function(){"use strict";var ${chunks.join(',')};var _k="${b64(64)}",_h="sha384-${b64(64)}";window.__ZP__={v:"${hex(7)}",build:"${uuid()}",integrity:_h,font:"data:font/woff2;base64,${b64(400)}"}}();`);
  file('zephyr-node/public/assets/app-8c21de.min.js', `"use strict";(self.webpackChunk=self.webpackChunk||[]).push([[${int(900)}],{${Array.from({ length: 12 }, () => `${int(9999)}:(e,t,n)=>{n.d(t,{A:()=>r});const r={id:"${hex(24)}",k:"${alnum(20)}",password:e.password,apiKey:e.apiKey||""}}`).join(',')}}]);`);
}
file('zephyr-node/pnpm-lock.yaml', `lockfileVersion: '9.0'

settings:
  autoInstallPeers: true

packages:
${Array.from({ length: 12 }, () => `  ${pick(WORDS)}-${pick(WORDS)}@${int(9)}.${int(20)}.${int(9)}:
    resolution: {integrity: ${integrity()}}
`).join('\n')}`);
file('zephyr-node/yarn.lock', Array.from({ length: 10 }, () => {
  const n = `${pick(WORDS)}-${pick(WORDS)}`;
  return `${n}@^${int(9)}.0.0:\n  version "${int(9)}.${int(9)}.${int(9)}"\n  resolved "https://registry.yarnpkg.com/${n}/-/${n}-1.0.0.tgz#${sha1()}"\n  integrity ${integrity()}\n`;
}).join('\n'));
file('zephyr-node/CHANGELOG.md', `# Changelog

## 4.2.0
- Rotate the session secret and move it to the secret manager (#${int(900)}).
- Webhook signatures use the \`Zephyr-Signature\` header (HMAC-SHA256).
- Commit ${sha1()} removes the old .env from history.

## 4.1.0
${LOREM[2]}
`);
file('zephyr-node/data/sample-orders.csv', ['id,customer_id,tracking,amount'].concat(Array.from({ length: 12 }, () => `${uuid()},${uuid()},${from(UP + DIG, 18)},${int(900)}.${from(DIG, 2)}`)).join('\n'));
file('zephyr-node/public/logo.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image href="data:image/png;base64,${b64(800)}=" width="64" height="64"/></svg>`);
file('zephyr-node/package.json', JSON.stringify({ name: 'zephyr-api', version: '4.2.0', private: true, scripts: { start: 'node dist/index.js', build: 'tsc -p .' }, dependencies: { amqplib: '^0.10.3', 'basic-ftp': '^5.0.5', jsonwebtoken: '^9.0.2', redis: '^4.6.13' } }, null, 2));
file('zephyr-node/test/fixtures/keys.ts', `// Deterministic fixtures for unit tests; none of these reach a real service.
export const TEST_STRIPE_KEY = 'sk_test_00000000000000000000000000';
export const TEST_JWT_SECRET = 'test-secret';
export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_WEBHOOK = 'https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX';
`);
file('zephyr-node/src/lib/hash.ts', `import { createHash, randomUUID } from 'node:crypto';

export const EMPTY_SHA256 = '${sha256()}';
export const KNOWN_BUILD = '${sha256()}';
export const newRequestId = () => randomUUID();
export const digest = (s: string) => createHash('sha256').update(s).digest('hex');
`);

// =====================================================================================
// Misc: PHP, Perl, Rust, Elixir config in a shared "legacy" folder
// =====================================================================================
file('bramble-legacy/php/config.inc.php', `<?php
$config = [
    'db' => [
        'dsn' => 'pgsql:host=pg.bramble.internal;dbname=bramble',
        'user' => 'bramble',
        'pass' => '${cred('password', sq(password()).replace(/\$/g, ''), "PHP config array 'pass'")}',
    ],
    'mail' => ['password' => getenv('SMTP_PASSWORD')],
    'recaptcha_site_key' => '6L${b64url(38)}',
    'recaptcha_secret' => '${cred('generic-api-key', '6L' + b64url(38), 'reCAPTCHA secret key (the site key beside it is public)')}',
];
`);
file('bramble-legacy/perl/lib/Bramble/DB.pm', `package Bramble::DB;
use strict;
use warnings;
use DBI;

sub connect {
    return DBI->connect("dbi:mysql:database=bramble;host=mysql.bramble.internal", "bramble", "${cred('password', plainPassword(), 'DBI connect password positional argument')}", { RaiseError => 1 });
}
1;
`);
file('bramble-legacy/rust/config/production.toml', `[server]
port = 8080

[database]
url = "${cred('connection-string', `postgres://bramble:${plainPassword()}@pg.bramble.internal/bramble`, 'Postgres URL in a Rust TOML config')}"
pool_size = 16

[cache]
url = "redis://127.0.0.1:6379"
`);
file('bramble-legacy/rust/Cargo.lock', `version = 3

${Array.from({ length: 8 }, () => `[[package]]
name = "${pick(WORDS)}"
version = "${int(3)}.${int(20)}.${int(9)}"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "${sha256()}"
`).join('\n')}`);
file('bramble-legacy/elixir/config/runtime.exs', `import Config

config :bramble, Bramble.Repo,
  url: System.fetch_env!("DATABASE_URL"),
  pool_size: 10

config :bramble, BrambleWeb.Endpoint,
  secret_key_base: "${cred('phoenix-secret-key-base', b64url(64), 'Phoenix secret_key_base literal')}"

config :bramble, :mux,
  token_id: System.get_env("MUX_TOKEN_ID"),
  token_secret: System.get_env("MUX_TOKEN_SECRET")
`);
file('bramble-legacy/README.md', `# bramble-legacy

Old services kept for reference. ${LOREM[3]}

Passwords, tokens and keys for these services live in the team vault under \`legacy/\`.
`);

// =====================================================================================
// README-SET.md (scanned like any file, so it names files and shapes, never values) and write
// =====================================================================================
const README = `# heldout5: fifth blind held-out set for the secrets scanner

Written blind: the generator (bench/secrets/make-heldout5.mjs, seed 5505) was written before reading the
scanner (src/engine/secrets) or its rules (rules/secrets), and committed before the first scoring run.
Every value is random text from a seeded PRNG (xoshiro128**) in the provider's published shape; none is
a real credential.

The set is a consultancy's "ops" drive of about twenty small client repositories, chosen to differ from
heldout1–4: Terraform/HCL and tfvars, .terraformrc, Helm values and helmfile, Argo CD repository secrets,
Ansible INI/YAML inventories, group/host vars, an encrypted vault and one committed unencrypted, GitHub
Actions, GitLab CI and runner config.toml, Bitbucket Pipelines, CircleCI, dotfiles (.npmrc, .pypirc,
.netrc, .pgpass, .my.cnf, .git-credentials, .s3cfg, docker config.json, .aws/credentials, gh hosts.yml,
SSH keys), Jupyter notebooks, Airflow connections, C# (appsettings.json, web.config, launchSettings,
code), Rails (database.yml, master.key, secrets.yml, initializers, seeds), Kotlin/Gradle (gradle.properties,
keystore.properties, build.gradle.kts, HOCON), Swift (Info.plist, xcconfig, code, a .p8 key), PowerShell,
Windows unattend.xml, SQL migrations (PostgreSQL, MySQL, SQL Server, Oracle, postgres_fdw, dblink),
Flyway/Liquibase, Java (Spring, Tomcat context.xml, JPA, Hibernate, Maven settings.xml, Kafka JAAS),
Go, Python, TypeScript, PHP, Perl, Rust and Elixir config, shell scripts with curl and database clients,
and Markdown runbooks.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout5\` (after \`npm run build\`).
Blind (before anyone read the scanner): recall 0.822 (198/241), 6 false alarms in 246 files. After the
fixes recorded in BENCHMARKS.md ("Secrets, fifth held-out set"): 0.988 (238/241), 2 false alarms. No
label was changed after the blind run.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file is part of the set.

## Labelling decisions (credentials)

- Passwords are labelled wherever they are a literal: tfvars, variable defaults, Helm values, Ansible
  inventories and unencrypted vars, tasks, .pgpass, .my.cnf, .netrc, Gradle and keystore properties,
  SQL \`PASSWORD '…'\` / \`IDENTIFIED BY\` / \`CREATE LOGIN\` / user mappings, unattend.xml, PowerShell
  \`ConvertTo-SecureString\` and \`-Password\`, a shared staging password in onboarding notes.
- Base64 is not encryption: Kubernetes Secret \`data:\` values, docker config \`auth\` and npm \`_auth\`
  (base64 of user:password) and a TLS Secret \`tls.key\` are labelled.
- Secrets shipped in mobile apps that are server-side secrets (an identity-verification secret in
  Info.plist, a Plaid secret, an OAuth client secret in Kotlin, a secret in BuildConfig) are labelled.
- ASP.NET machineKey validation/decryption keys, Rails master.key and secret_key_base, Phoenix
  secret_key_base, Django SECRET_KEY, JWT/session signing secrets are labelled.
- An age secret key file, an OpenSSH key, RSA/EC/PKCS#8 keys, an App Store Connect .p8 and the private
  key in a GCP service-account JSON are labelled.

## Hard negatives (not labelled) and why

- Placeholders and references: \`\${VAR}\`, \`\${{ secrets.X }}\`, \`{{ vault_… }}\`, \`{{ lookup(…) }}\`,
  \`<%= ENV[…] %>\`, \`$(VAR)\` in plists, \`var.x\` / \`random_password.x.result\` in Terraform,
  \`REPLACE_ME\`, \`<your-…>\`, \`xxxx\`, \`CHANGE_ME…\`, empty values, .example files, encrypted Maven
  passwords \`{…}\`.
- Values read at run time: os.environ / getenv / System.getenv / ENV.fetch / $env: / Read-Host /
  Get-Credential / getpass / Key Vault / Variable.get / providers.gradleProperty / IConfiguration.
- Encrypted at rest: the \`$ANSIBLE_VAULT\` file, Rails credentials.yml.enc.
- Public by design or identifiers: Stripe pk_live, Twilio account and API key SIDs, Azure tenant and
  client ids, Application Insights instrumentation keys, Sentry DSNs, PostHog phc_ keys, RevenueCat appl_
  keys, Branch key_live_ keys, Segment write keys, Algolia search-only keys, reCAPTCHA site keys, PayPal
  client ids, Shopify API keys (the shared secret beside it is labelled), App Center app secrets,
  certificate thumbprints, age public recipients.
- Public keys and certificates: ssh-ed25519 / ssh-rsa public keys, known_hosts, PUBLIC KEY and
  CERTIFICATE blocks, tls.crt.
- Hashes and ids: bcrypt/argon2 hashes, PostgreSQL md5 and SCRAM verifiers, sha256 digests, git SHAs,
  lockfile integrity and checksums (.terraform.lock.hcl, Chart.lock, Gemfile.lock, packages.lock.json,
  Podfile.lock, verification-metadata.xml, go.sum, poetry.lock, requirements --hash, Cargo.lock,
  pnpm-lock.yaml, yarn.lock), UUIDs, GCP private_key_id, user-secrets ids.
- Test fixtures: \`sk_test_FAKE…\`, \`sk_test_000…\`, \`test-secret\`, \`password123\`, X-filled webhook URLs.
- Local-only defaults: postgres/postgres, runner/runner, sa with the documented SQL Server container
  password in appsettings.Development.json, redis://localhost.
- Judgement calls the scanner makes the other way on purpose (left as false alarms): the development
  \`secret_key_base\` of larch-store/config/secrets.yml (Rails' generator wrote development and test
  keys into that file; the scanner skips only the \`test:\` section) and a Twilio API key SID (\`SK…\`,
  an identifier whose secret is labelled beside it; heldout2 and heldout3 label such SIDs as credentials).
- Minified bundles, base64 images and fonts, i18n strings about passwords and keys (en, de, fr, es, ja,
  pt-BR), lorem ipsum.
`;

writeSet(out, README);
