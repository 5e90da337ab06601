/**
 * Shapes the sixth blind held-out set (bench/secrets/heldout6, a data / ML platform monorepo) found
 * missing or misjudged: keys with no prefix that only their SDK's call or variable names (W&B,
 * Cohere, Pinecone's UUID keys, Kaggle's kaggle.json), Azure storage keys under the settings that
 * name them (Hadoop/Spark properties, DVC remotes), Azure SAS signatures, Airflow fernet keys,
 * cosign's encrypted key files; and two false alarms: a Kubernetes env entry without a literal value
 * lending its name to the next entry's value, and an environment read inside a notebook's JSON source
 * taken for a connection-string password.
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(6606);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = LOWER + LOWER.toUpperCase() + '0123456789';
const HEX = '0123456789abcdef';
const B64 = ALNUM + '+/';
const uuid = (): string => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}`;
const azureKey = (): string => `${from(B64, 86)}==`;
const found = (path: string, content: string): string[] => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}`);
/** One code cell of a notebook, its source lines JSON-escaped as Jupyter writes them. */
const notebook = (...lines: string[]): string =>
  JSON.stringify({ cells: [{ cell_type: 'code', execution_count: 1, metadata: {}, outputs: [], source: lines.map((l, i) => (i < lines.length - 1 ? l + '\n' : l)) }], nbformat: 4, nbformat_minor: 5 }, null, 1);
/** The 1-based line of the first line of `text` holding `needle`. */
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('keys their SDK names', () => {
  it('W&B keys given to wandb.login and to `wandb login`; a commit hash beside the word is not one', () => {
    const py = `import wandb\n\nwandb.login(key="${from(HEX, 40)}")\n`;
    expect(found('train.py', py)).toEqual(['wandb-api-key:3']);
    const nb = notebook(`!wandb login ${from(HEX, 40)}`);
    expect(found('notebooks/sweep.ipynb', nb)).toEqual([`wandb-api-key:${lineOf(nb, 'wandb login')}`]);
    expect(found('NOTES.md', `wandb login was fixed in ${from(HEX, 40)}\n`)).toEqual([]);
  });

  it('a Cohere key passed positionally to the client, in code and in a notebook', () => {
    expect(found('rerank.py', `import cohere\nco = cohere.Client("${from(ALNUM, 40)}")\n`)).toEqual(['cohere-api-key:2']);
    const nb = notebook('import cohere', '', `co = cohere.ClientV2("${from(ALNUM, 40)}")`);
    expect(found('notebooks/rerank.ipynb', nb)).toEqual([`cohere-api-key:${lineOf(nb, 'ClientV2')}`]);
    expect(found('rerank.py', 'co = cohere.Client(os.getenv("COHERE_API_KEY"))\n')).toEqual([]);
  });

  it("Pinecone's UUID keys under its variable and its client's api_key; other UUIDs stay ids", () => {
    const env = `PINECONE_API_KEY=${uuid()}\nPINECONE_INDEX_ID=${uuid()}\n`;
    expect(found('services/search/.env', env)).toEqual(['pinecone-api-key:1']);
    const py = `import pinecone\npinecone.init(api_key="${uuid()}", environment="us-west1-gcp")\nNAMESPACE = "${uuid()}"\n`;
    expect(found('vector.py', py)).toEqual(['pinecone-api-key:2']);
  });

  it("Kaggle's kaggle.json and the same object written from a notebook", () => {
    expect(found('kaggle.json', `{"username":"ana-r","key":"${from(HEX, 32)}"}\n`)).toEqual(['kaggle-api-key:1']);
    const nb = notebook(`json.dump({"username": "ana-r", "key": "${from(HEX, 32)}"}, fh)`);
    expect(found('notebooks/download.ipynb', nb)).toEqual([`kaggle-api-key:${lineOf(nb, 'json.dump')}`]);
    expect(found('users.json', `{"username": "ana", "id": "${from(HEX, 32)}"}\n`)).toEqual([]);
  });
});

describe('Azure storage credentials under the settings that name them', () => {
  it('Spark conf, Hadoop core-site.xml and spark-defaults properties', () => {
    const py = `spark.conf.set("fs.azure.account.key.lakeprod.dfs.core.windows.net", "${azureKey()}")\n`;
    expect(found('ingest.py', py)).toEqual(['azure-storage-account-key-named:1']);
    const xml = `<configuration>\n  <property>\n    <name>fs.azure.account.key.lakeprod.dfs.core.windows.net</name>\n    <value>${azureKey()}</value>\n  </property>\n</configuration>\n`;
    expect(found('conf/core-site.xml', xml)).toEqual(['azure-storage-account-key-named:4']);
    const conf = `spark.hadoop.fs.azure.account.key.lakeprod.dfs.core.windows.net   ${azureKey()}\n`;
    expect(found('conf/spark-defaults.conf', conf)).toEqual(['azure-storage-account-key-named:1']);
  });

  it("DVC's config.local is INI: its remote's account_key and password are read", () => {
    const dvc = `['remote "az"']\n    account_key = ${azureKey()}\n['remote "http"']\n    password = Qz${from(ALNUM, 14)}7k\n`;
    expect(found('.dvc/config.local', dvc)).toEqual(['azure-storage-account-key-named:2', 'generic-secret:4']);
  });

  it('a SAS URL with its signature; a template of one is not', () => {
    const sig = encodeURIComponent(`${from(B64, 43)}=`);
    const md = `    https://acct.blob.core.windows.net/c?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&spr=https&sig=${sig}\n`;
    expect(found('docs/partners.md', md)).toEqual(['azure-sas-token:1']);
    expect(found('docs/partners.md', 'https://<account>.blob.core.windows.net/<c>?sv=2022-11-02&sp=rl&sig=<signature>\n')).toEqual([]);
  });
});

describe('keys named by their purpose or their armour', () => {
  it("Airflow's fernet key in airflow.cfg and in its environment form", () => {
    const fernet = (): string => `${from(ALNUM + '-_', 43)}=`;
    expect(found('airflow/airflow.cfg', `[core]\nfernet_key = ${fernet()}\n`)).toEqual(['generic-secret:2']);
    expect(found('airflow/.env', `AIRFLOW__CORE__FERNET_KEY=${fernet()}\n`)).toEqual(['generic-secret:1']);
  });

  it("cosign's encrypted key file", () => {
    const body = Array.from({ length: 5 }, () => from(B64, 64)).join('\n');
    const key = `-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----\n${body}\n-----END ENCRYPTED SIGSTORE PRIVATE KEY-----\n`;
    expect(found('signing/cosign.key', key)).toEqual(['private-key-encrypted:1']);
  });
});

describe('false alarms of the set', () => {
  it('a Kubernetes env entry read from a Secret does not name the next entry’s value', () => {
    const values = `env:\n  - name: OPENAI_API_KEY\n    valueFrom:\n      secretKeyRef: { name: llm, key: api-key }\n  - name: MLFLOW_RUN_ID\n    value: "${from(HEX, 32)}"\n  - name: SERVICE_TOKEN\n    value: "${from(ALNUM, 32)}"\n`;
    expect(found('helm/values.yaml', values)).toEqual(['generic-secret:8']);
  });

  it("an environment read in a notebook's JSON source is not a connection-string password", () => {
    const careful = notebook('conn = snowflake.connector.connect(', '    user=os.environ["SNOWFLAKE_USER"],', '    password=os.environ["SNOWFLAKE_PASSWORD"],', ')');
    expect(found('notebooks/explore.ipynb', careful)).toEqual([]);
    const leaking = notebook(`conn = psycopg2.connect("host=db user=app password=Qz${from(ALNUM, 14)}7k dbname=app")`);
    expect(found('notebooks/explore.ipynb', leaking)).toEqual([`connection-string-password:${lineOf(leaking, 'psycopg2')}`]);
  });
});
