/**
 * Shapes the ninth blind held-out set (bench/secrets/heldout9, an enterprise Java / .NET legacy
 * estate) found missing or misjudged: MSBuild publish profiles and SSIS configurations read as XML,
 * WebSphere `{xor}` passwords, Elytron `clear-text` credential references, sssd's `authtok`, `$pw`,
 * SQL Server / WildFly / `net use` / keytool command lines, ftp scripts, Python functions defined in
 * the same file, base64 after `=`, and the NuGet, SonarQube, Dynatrace, Teams, Splunk HEC and nested
 * Postmark shapes; and false alarms on values encrypted with a key kept elsewhere (`{cipher}`,
 * `{aes}`, IIS `[enc:…:enc]`, DPAPI), Tomcat digests, Key Vault references, Algolia's search key
 * named by its object, and the Cosmos DB emulator key.
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(9909);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const B64 = ALNUM + '+/';
const HEX = '0123456789abcdef';
const uuid = (): string => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}`;
const password = (): string => `${from(UPPER, 2)}${from(ALNUM, 10)}_${from(ALNUM, 6)}`;
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('Visual Studio, MSBuild and SSIS files', () => {
  it('a password saved in a .pubxml publish profile; the DPAPI EncryptedPassword of .pubxml.user is not one', () => {
    const pubxml = `<Project>\n  <PropertyGroup>\n    <UserName>CORP\\svc_webdeploy</UserName>\n    <Password>${password()}</Password>\n  </PropertyGroup>\n</Project>\n`;
    expect(found('Properties/PublishProfiles/Test.pubxml', pubxml)).toEqual(['generic-secret:4']);
    const user = `<Project>\n  <PropertyGroup>\n    <EncryptedPassword>AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA${from(B64, 200)}==</EncryptedPassword>\n  </PropertyGroup>\n</Project>\n`;
    expect(found('Properties/PublishProfiles/Test.pubxml.user', user)).toEqual([]);
  });

  it('an SSIS .dtsConfig value is named by the property its Path sets', () => {
    const config = (property: string, value: string) => `<DTSConfiguration>\n  <Configuration ConfiguredType="Property" Path="\\Package.Connections[LEDGER].Properties[${property}]" ValueType="String">\n    <ConfiguredValue>${value}</ConfiguredValue>\n  </Configuration>\n</DTSConfiguration>\n`;
    expect(found('SSIS/Load.dtsConfig', config('Password', password()))).toEqual(['generic-secret:3']);
    expect(found('SSIS/Load.dtsConfig', config('ServerName', `sql-${from(LOWER, 8)}01`))).toEqual([]);
    const variable = `<DTSConfiguration>\n  <Configuration ConfiguredType="Property" Path="\\Package.Variables[User::ApiKey].Properties[Value]" ValueType="String">\n    <ConfiguredValue>${from(ALNUM, 32)}</ConfiguredValue>\n  </Configuration>\n</DTSConfiguration>\n`;
    expect(found('SSIS/Export.dtsConfig', variable)).toEqual(['generic-secret:3']);
  });

  it('NuGet: a nuget.org API key under any name; DPAPI-encrypted feed passwords are not reported', () => {
    const config = `<configuration>\n  <apikeys>\n    <add key="https://www.nuget.org/api/v2/package" value="oy2${from(LOWER + DIGITS, 43)}" />\n  </apikeys>\n  <packageSourceCredentials>\n    <Feed>\n      <add key="Password" value="AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA${from(B64, 180)}==" />\n    </Feed>\n  </packageSourceCredentials>\n</configuration>\n`;
    expect(found('NuGet.Config', config)).toEqual(['nuget-api-key:3']);
  });
});

describe('encrypted, hashed and referenced values are not the password', () => {
  it('Spring Cloud Config {cipher}, WebSphere {aes}, IIS [enc:…:enc] and exported SecureStrings', () => {
    expect(found('application.properties', `spring.datasource.password={cipher}${from(HEX, 96)}\n`)).toEqual([]);
    expect(found('application.yml', `spring:\n  datasource:\n    password: "{cipher}{key:prod}${from(B64, 64)}"\n`)).toEqual([]);
    expect(found('security.xml', `<authDataEntries alias="node/DB" userId="app" password="{aes}${from(B64, 64)}"/>\n`)).toEqual([]);
    expect(found('applicationHost.config', `<processModel identityType="SpecificUser" userName="CORP\\svc" password="[enc:IISCngProvider:${from(B64, 64)}:enc]" />\n`)).toEqual([]);
    expect(found('deploy.ps1', `$password = "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000${from(HEX, 300)}" | ConvertTo-SecureString\n`)).toEqual([]);
  });

  it('Tomcat credential-handler digests and WildFly masked passwords', () => {
    const users = `<tomcat-users>\n  <user username="deployer" password="${from(HEX, 64)}$1$${from(HEX, 64)}" roles="manager-script" />\n</tomcat-users>\n`;
    expect(found('conf/tomcat-users.xml', users)).toEqual([]);
    expect(found('standalone.xml', `<credential-reference clear-text="MASK-${from(B64, 22)};${from(ALNUM, 8)};200"/>\n`)).toEqual([]);
  });

  it('an App Service Key Vault reference is a reference', () => {
    expect(found('appsettings.json', `{\n  "PayPal": {\n    "ClientSecret": "@Microsoft.KeyVault(SecretUri=https://kv-pay.vault.azure.net/secrets/PayPal/)"\n  }\n}\n`)).toEqual([]);
    expect(found('set-appsettings.ps1', `az webapp config appsettings set -n app --settings "Datadog__ApiKey=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/Dd/)"\n`)).toEqual([]);
  });

  it("Algolia's search-only key named by its object is public; the admin key beside it is not", () => {
    const json = `{\n  "Algolia": {\n    "ApplicationId": "${from(UPPER + DIGITS, 10)}",\n    "SearchApiKey": "${from(HEX, 32)}",\n    "AdminApiKey": "${from(HEX, 32)}"\n  }\n}\n`;
    expect(found('appsettings.json', json)).toEqual(['generic-secret:5']);
  });

  it("the Cosmos DB emulator's published key is not a credential; an account's key is", () => {
    const emulator = 'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==;';
    expect(found('appsettings.json', `{\n  "Cosmos": "${emulator}"\n}\n`)).toEqual([]);
    expect(found('appsettings.json', `{\n  "Cosmos": "AccountEndpoint=https://docs.documents.azure.com:443/;AccountKey=${from(B64, 86)}==;"\n}\n`)).toEqual(['azure-storage-account-key:2']);
  });
});

describe('passwords in Java / .NET estate formats', () => {
  it('WebSphere {xor} is an encoding: judged as the password it encodes', () => {
    const xor = (s: string) => '{xor}' + Buffer.from([...Buffer.from(s)].map((b) => b ^ 0x5f)).toString('base64');
    expect(found('soap.client.props', `com.ibm.SOAP.loginPassword=${xor(password())}\n`)).toEqual(['generic-secret:1']);
    expect(found('soap.client.props', `com.ibm.SOAP.loginPassword=${xor('changeme')}\n`)).toEqual([]);
  });

  it('letters flipping case at random between separators are a password, not an identifier', () => {
    expect(found('application.properties', 'sftp.password=gXMysM_HxMQxD-CDUK\n')).toEqual(['generic-secret:1']);
    expect(found('application.properties', 'sftp.password=sftp.password.prod\n')).toEqual([]);
  });

  it("Elytron credential-reference clear-text (CLI and XML), sssd's authtok, PowerShell $pw", () => {
    const cli = `/subsystem=elytron/dir-context=ad:add(url="ldaps://dc01:636", principal="CN=svc", credential-reference={clear-text="${password()}"})\n`;
    expect(found('ldap-realm.cli', cli)).toEqual(['generic-secret:1']);
    expect(found('standalone.xml', `<credential-reference clear-text="${password()}"/>\n`)).toEqual(['generic-secret:1']);
    expect(found('sssd.conf', `[domain/corp]\nldap_default_authtok_type = password\nldap_default_authtok = ${password()}\n`)).toEqual(['generic-secret:3']);
    expect(found('Deploy.psm1', `function Publish {\n    $pw = '${password()}'\n}\n`)).toEqual(['generic-secret:2']);
    expect(found('Deploy.psm1', 'function Publish {\n    $pw = Get-Secret -Name "svc_webdeploy"\n}\n')).toEqual([]);
  });

  it('sqlcmd -P, jboss-cli --password, net use and keytool passwords on command lines', () => {
    expect(found('backup.bat', `sqlcmd -S db01 -U sa -P ${password()} -i backup.sql\n`)).toEqual(['cli-password-argument:1']);
    expect(found('backup.bat', 'sqlcmd -S db01 -U sa -P %SA_PASSWORD% -i backup.sql\n')).toEqual([]);
    expect(found('map.cmd', `net use Z: \\\\fs01\\Deploy /user:CORP\\svc ${password()} /persistent:no\n`)).toEqual(['cli-password-argument:1']);
    expect(found('map.cmd', 'net use Z: \\\\fs01\\Deploy /user:CORP\\svc /persistent:no\n')).toEqual([]);
    expect(found('jobs/deploy/config.xml', `<command>jboss-cli.sh --connect --user=deployer --password=${password()} --command=&quot;deploy a.war&quot;</command>\n`)).toEqual(['cli-password-argument:1']);
    expect(found('runbook.md', `keytool -importkeystore -srckeystore a.p12 -srcstorepass ${password()} -destkeystore a.jks\n`)).toEqual(['cli-password-argument:1']);
    expect(found('runbook.md', 'keytool -list -keystore a.jks -storepass:env KEYSTORE_PASSWORD\n')).toEqual([]);
  });

  it("an ftp script's `user NAME PASSWORD` command", () => {
    const script = `(\n  echo open ftp.example.net\n  echo user halvard ${password()}\n  echo binary\n) > "%TEMP%\\ftp.txt"\nftp -n -s:"%TEMP%\\ftp.txt"\n`;
    expect(found('upload.bat', script)).toEqual(['generic-secret:3']);
    expect(found('upload.bat', script.replace(/user halvard \S+/, 'user halvard %FTP_PASSWORD%'))).toEqual([]);
  });

  it('a Python function defined in the file names its positional arguments', async () => {
    const py = `def create_alias(alias, user, password):\n    return AdminConfig.create('JAASAuthData', alias, user, password)\n\ncreate_alias('node/DB', 'app', '${password()}')\n`;
    const findings = await scanSecretsAsync({ path: 'scripts/create_datasource.py', content: py });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['generic-secret:4']);
    const safe = py.replace(/'[^']+'\)\n$/, 'sys.argv[1])\n');
    expect((await scanSecretsAsync({ path: 'scripts/create_datasource.py', content: safe })).length).toBe(0);
  });

  it('a base64 service-account key right after `=` is decoded and found', () => {
    const key = `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${Array.from({ length: 25 }, () => from(B64, 64)).join('\n')}\n-----END PRIVATE KEY-----\n`;
    const json = JSON.stringify({ type: 'service_account', project_id: 'p', private_key_id: from(HEX, 40), private_key: key, client_email: 'a@p.iam.gserviceaccount.com' });
    const properties = `spring.cloud.gcp.credentials.encoded-key=${Buffer.from(json).toString('base64')}\n`;
    expect(found('application-gcp.properties', properties)).toEqual(['gcp-service-account-key:1']);
  });
});

describe('provider shapes', () => {
  it('SonarQube, Dynatrace and Teams webhook shapes', () => {
    expect(found('settings.xml', `<sonar.login>squ_${from(HEX, 40)}</sonar.login>\n`)).toEqual(['sonarqube-token:1']);
    const dt = `dt0c01.${from(UPPER + DIGITS, 24)}.${from(UPPER + DIGITS, 64)}`;
    expect(found('install.ps1', `-Headers @{ Authorization = "Api-Token ${dt}" }\n`)).toEqual(['dynatrace-api-token:1']);
    const teams = `https://corp.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${from(HEX, 32)}/${uuid()}`;
    expect(found('application.properties', `teams.webhook=${teams}\n`)).toEqual(['microsoft-teams-webhook-url:1']);
  });

  it('UUID tokens only under the names that say whose token they are: Splunk HEC, Postmark in its object', () => {
    expect(found('outputs.conf', `[httpout]\nhttpEventCollectorToken = ${uuid()}\n`)).toEqual(['splunk-hec-token:2']);
    expect(found('outputs.conf', `[httpout]\nhttpEventCollectorToken = $SPLUNK_HEC_TOKEN$\n`)).toEqual([]);
    const json = `{\n  "Postmark": {\n    "From": "noreply@example.com",\n    "ServerToken": "${uuid()}"\n  },\n  "Tracing": {\n    "SessionToken": "${uuid()}"\n  }\n}\n`;
    expect(found('appsettings.json', json)).toEqual(['postmark-server-token:4']);
  });
});
