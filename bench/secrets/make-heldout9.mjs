#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout9/: a ninth held-out set for the secrets scanner, written blind
 * (without reading the scanner or its rules). Seeded, so reruns give the same files. Every
 * credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout9.mjs [--seed N]
 *
 * Unlike heldout1–8 the set is an enterprise's legacy Java / .NET estate: ASP.NET WebForms and WCF
 * sites (web.config connection strings, appSettings, machineKey, membership providers, config
 * transforms), Windows services and desktop apps (app.config), ASP.NET Core services
 * (appsettings.json and appsettings.{Environment}.json, user-secrets copies), IIS publish profiles
 * (.pubxml, .PublishSettings) and applicationHost.config, NuGet.config feed credentials, Spring Boot
 * (application.properties / .yml per profile, bootstrap.yml with {cipher} values, Jasypt ENC(...)),
 * log4j / log4j2 / logback SMTP appenders, Maven settings.xml and Gradle properties, Tomcat
 * (server.xml, context.xml, tomcat-users.xml, setenv), JBoss/WildFly (standalone.xml datasources,
 * vault expressions, mgmt users), WebSphere (resources.xml, soap/sas client props with {xor}/{aes}),
 * Jenkinsfiles, Jenkins credentials.xml, JCasC and job config.xml, SQL scripts creating logins and
 * linked servers, SSIS .dtsConfig, LDAP bind configuration, SOAP / WS-Security (CXF, WCF, raw
 * envelopes), PowerShell deployment scripts and .bat/.cmd files, keystore passwords, and cloud and
 * SaaS keys of many kinds. Many files come from one template written per application or
 * environment, leaking in some and careful in others (placeholders, ${ENV} references, vault
 * references, encrypted values, hashes, example values).
 * The plant/label/write mechanics are shared with make-heldout5.mjs to make-heldout8.mjs (planted-set.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordMakers, plantedSet } from './planted-set.mjs';
import { ALNUM, B64, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout9');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(9909));
/** Leak draws lean towards leaking (the set wants about 200 credentials in about 300 files). */
const LEAN = 0.22;
const chance = (p) => rnd() < Math.min(0.97, p + LEAN);
const { cred, file, writeSet } = plantedSet(chance);
const WORDS = ['anvil', 'bramble', 'cobalt', 'dormer', 'eider', 'flint', 'garnet', 'hollow', 'indigo', 'juniper',
  'kestrel', 'lichen', 'marten', 'nimbus', 'osprey', 'pewter', 'quarry', 'russet', 'sorrel', 'tamarack', 'umber', 'vetch'];
const { password, plainPassword } = passwordMakers({ int, pick, from, hex, alnum }, WORDS,
  { length: [12, 18], plainLength: [12, 18], plainHead: 6, plainMiddle: [6, 8] });

const URLSAFE = ALNUM + '-_';
const B32U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const B32L = B32U.toLowerCase();
const HEXU = '0123456789ABCDEF';
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const b64 = (n) => from(B64, n);
const b64pad = (bytes) => { const n = Math.ceil(bytes / 3) * 4; const pad = (3 - (bytes % 3)) % 3; return from(B64, n - pad) + '='.repeat(pad); };
const b64url = (n) => from(URLSAFE, n);
const enc = (s) => Buffer.from(s).toString('base64');
/** WebSphere's {xor} encoding: each byte XOR '_' then base64. Reversible, so not a protection. */
const wasXor = (s) => '{xor}' + Buffer.from([...Buffer.from(s)].map((b) => b ^ 0x5f)).toString('base64');
const dq = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const guid = () => uuid().toUpperCase();

// ---- provider shapes (published formats; random bodies) ----
const V = {
  awsId: () => pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + from(B32U, 16),
  awsSecret: () => from(ALNUM + '+/', 40),
  azureStorageKey: () => b64pad(64),
  azureSasKey: () => b64pad(32),
  cosmosKey: () => b64pad(64),
  azureClientSecret: () => from(ALNUM, 3) + pick(['7Q~', '8Q~']) + from(ALNUM + '~._-', 34),
  azureDevopsPat: () => from(B32L, 52),
  sasSig: () => encodeURIComponent(b64pad(32)),
  gcpApiKey: () => 'AIza' + b64url(35),
  googleOauthSecret: () => 'GOCSPX-' + b64url(28),
  sendgrid: () => `SG.${b64url(22)}.${b64url(43)}`,
  twilioSid: () => 'AC' + hex(32),
  twilioToken: () => hex(32),
  stripeLive: () => pick(['sk_live_' + alnum(24), 'sk_live_51' + alnum(97), 'rk_live_51' + alnum(97)]),
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 10)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  teamsHook: (t) => `https://${t}.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${hex(32)}/${uuid()}`,
  okta: () => '00' + b64url(40),
  auth0Secret: () => b64url(64),
  sfConsumerSecret: () => from(HEXU, 64),
  sfSecurityToken: () => alnum(25),
  mailchimp: () => hex(32) + '-us' + (1 + int(20)),
  algoliaAdmin: () => hex(32),
  recaptcha: () => '6L' + b64url(38),
  newRelicLicense: () => hex(36) + 'NRAL',
  datadogApi: () => hex(32),
  artifactoryApiKey: () => 'AKCp' + from('5678', 1) + alnum(68),
  jfrogToken: () => 'cmVmdGtuOjAxOj' + b64(50),
  sonar: () => pick(['squ_', 'sqp_', 'sqa_']) + hex(40),
  octopus: () => 'API-' + from(UP + DIG, 26 + int(6)),
  nugetApiKey: () => 'oy2' + from(LOW + DIG, 43),
  ghp: () => 'ghp_' + alnum(36),
  bitbucket: () => 'ATBB' + alnum(28) + from(HEXU, 8),
  atlassian: () => 'ATATT3xFfGF0' + b64url(170) + '=' + from(HEXU, 8),
  dockerHub: () => 'dckr_pat_' + b64url(27),
  pagerdutyRouting: () => hex(32),
  mailgun: () => 'key-' + hex(32),
  paypalSecret: () => 'E' + b64url(79),
  braintreePrivate: () => hex(32),
  dynatrace: () => 'dt0c01.' + from(UP + DIG, 24) + '.' + from(UP + DIG, 64),
  postmark: () => uuid(),
  splunkHec: () => uuid(),
  machineValidation: () => from(HEXU, 128),
  machineDecryption: () => from(HEXU, 64),
  jwtKey: () => (chance(0.5) ? b64pad(48) : alnum(48)),
};
function pemBody(lines, prefix = '') {
  const body = Array.from({ length: lines }, () => b64(64));
  body[0] = (prefix + body[0]).slice(0, 64);
  body.push(b64(16 + int(44)) + pick(['', '=', '==']));
  return body.join('\n');
}
const pem = (type, lines = 25, prefix = '') => `-----BEGIN ${type}-----\n${pemBody(lines, prefix)}\n-----END ${type}-----`;
const rsaKey = () => pem('RSA PRIVATE KEY', 25, 'MIIEpAIBAAKCAQEA');
const pkcs8 = () => pem('PRIVATE KEY', 26, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ');
const certificate = () => pem('CERTIFICATE', 18, 'MIIDdzCCAl+gAwIBAgIU');
const certBody = () => 'MIIDdzCCAl+gAwIBAgIU' + b64(600 + int(300)) + '=';
/** DPAPI blobs (NuGet, publish profiles, SecureString export): encrypted to a machine or user. */
const dpapi = (n = 300) => 'AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA' + b64(n) + '==';
const secureStringExport = () => '01000000d08c9ddf0115d1118c7a00c04fc297eb01000000' + hex(400 + 2 * int(100));
const jasypt = () => `ENC(${b64pad(24 + int(24))})`;
const springCipher = () => `{cipher}${hex(64 + 2 * int(64))}`;
const mavenEncrypted = () => `{${b64pad(24 + int(12))}}`;
const jenkinsSecret = () => `{AQAAABAAAAAQ${b64(40 + 4 * int(10))}=}`;
const wasAes = () => `{aes}${b64pad(48)}`;
const iisEnc = () => `[enc:IISCngProvider:${b64pad(48 + int(40))}:enc]`;

const ORG = 'halvard';
const DOMAIN = 'HALVARD';
const dbHost = (env) => `sql-${env.toLowerCase().slice(0, 4)}-${pick(['01', '02', '03'])}.${ORG}.local`;
const sqlUser = (app) => `svc_${app.toLowerCase().replace(/[^a-z]/g, '').slice(0, 10)}`;

// =====================================================================================
// Top level
// =====================================================================================
file('README.md', `# Halvard Mutual — line-of-business estate

Everything the Group IT delivery teams still build and deploy on premises and in the two Azure
subscriptions: the .NET estate (WebForms portals, WCF gateways, Windows services, ASP.NET Core APIs)
under \`dotnet/\`, the Java estate (Spring Boot services, Tomcat and WildFly applications, the
WebSphere document archive, the Gradle-built integration bus) under \`java/\`, the application server
configuration under \`ops/\`, database scripts under \`db/\`, deployment scripts under \`deploy/\` and
\`scripts/\`, and CI under \`ci/\` (Jenkins) and \`azure-pipelines/\`.

## Secrets

Since the 2022 audit every credential lives in CyberArk or in Azure Key Vault. Config files reference
them: \`#{Token}#\` replaced by the release pipeline, \`\${ENV_VAR}\` in Spring, \`@Microsoft.KeyVault(...)\`
in App Service settings, \`\${VAULT::...}\` in WildFly, \`{cipher}\` values decrypted by Config Server,
Jasypt \`ENC(...)\` values. Older files may still hold plain values: report them to #sec-champions.
`);
file('.gitignore', `bin/\nobj/\n*.user\n*.suo\n.vs/\npackages/\ntarget/\nbuild/\n.gradle/\n*.PublishSettings\nsecrets.json\n*.jks\n*.pfx\n*.pem\n*.key\n`);
file('.editorconfig', `root = true\n\n[*]\nindent_style = space\nindent_size = 4\ncharset = utf-8-bom\n\n[*.{json,yml,yaml,xml,config,csproj,pubxml}]\nindent_size = 2\n`);

// =====================================================================================
// .NET Framework web sites (WebForms / MVC 5 / WCF): Web.config and its transforms
// =====================================================================================
const WEBFORMS = ['PolicyPortal', 'AgentPortal', 'BrokerExtranet', 'ClaimsIntakeWeb', 'BrokerGateway'];
for (const app of WEBFORMS) {
  const dir = `dotnet/${app}/${app}`;
  const user = sqlUser(app);
  const wcf = app === 'BrokerGateway';
  // Web.config: the developer's machine settings, sometimes with the shared test database password.
  const leakConn = app !== 'BrokerGateway' && chance(0.35);
  const conn = leakConn
    ? `Data Source=${dbHost('Test')};Initial Catalog=${app}DB;User ID=${user};Password=${cred('connection-string', plainPassword(), 'SQL Server password in a Web.config connection string')};MultipleActiveResultSets=True`
    : `Data Source=(localdb)\\MSSQLLocalDB;Initial Catalog=${app}DB;Integrated Security=True;MultipleActiveResultSets=True`;
  const smtpLeak = chance(0.3);
  const smtp = smtpLeak
    ? `<network host="smtp.office365.com" port="587" userName="noreply-${app.toLowerCase()}@${ORG}.co.uk" password="${cred('smtp-password', plainPassword(), 'system.net mailSettings network password')}" enableSsl="true" />`
    : `<network host="mailrelay.${ORG}.local" port="25" defaultCredentials="true" />`;
  const mkLeak = chance(0.3);
  const machineKey = mkLeak
    ? `<machineKey validationKey="${cred('machine-key', V.machineValidation(), 'ASP.NET machineKey validationKey (forges auth cookies, ViewState)')}" decryptionKey="${V.machineDecryption()}" validation="HMACSHA256" decryption="AES" />`
    : `<machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate,IsolateApps" validation="HMACSHA256" />`;
  const settings = [];
  settings.push(`<add key="webpages:Version" value="3.0.0.0" />`, `<add key="ClientValidationEnabled" value="true" />`);
  settings.push(`<add key="ApplicationInsights:InstrumentationKey" value="${uuid()}" />`);
  settings.push(`<add key="Recaptcha.SiteKey" value="${V.recaptcha()}" />`);
  settings.push(chance(0.35)
    ? `<add key="Recaptcha.SecretKey" value="${cred('recaptcha-secret', V.recaptcha(), 'reCAPTCHA secret key in appSettings')}" />`
    : `<add key="Recaptcha.SecretKey" value="" />`);
  if (app === 'PolicyPortal' || app === 'ClaimsIntakeWeb') {
    settings.push(chance(0.35)
      ? `<add key="DocumentStore.ConnectionString" value="DefaultEndpointsProtocol=https;AccountName=${ORG}docs${int(9)};AccountKey=${cred('azure-storage-key', V.azureStorageKey(), 'Azure storage account key in appSettings')};EndpointSuffix=core.windows.net" />`
      : `<add key="DocumentStore.ConnectionString" value="UseDevelopmentStorage=true" />`);
  }
  if (app === 'AgentPortal') {
    settings.push(`<add key="AWSProfileName" value="agentportal" />`, `<add key="AWSRegion" value="eu-west-2" />`);
    if (chance(0.35)) {
      settings.push(`<add key="AWSAccessKey" value="${cred('aws-access-key', V.awsId(), 'AWSAccessKey in appSettings')}" />`);
      settings.push(`<add key="AWSSecretKey" value="${cred('aws-secret-key', V.awsSecret(), 'AWSSecretKey in appSettings')}" />`);
    }
  }
  if (app === 'BrokerExtranet') {
    settings.push(chance(0.4)
      ? `<add key="Salesforce.ConsumerSecret" value="${cred('salesforce-secret', V.sfConsumerSecret(), 'Salesforce connected-app consumer secret in appSettings')}" />`
      : `<add key="Salesforce.ConsumerSecret" value="__SalesforceConsumerSecret__" />`);
    settings.push(`<add key="Salesforce.ConsumerKey" value="3MVG9${b64url(80)}" />`);
    settings.push(chance(0.3)
      ? `<add key="Salesforce.Password" value="${cred('service-password', plainPassword() + V.sfSecurityToken(), 'Salesforce API user password with security token appended')}" />`
      : `<add key="Salesforce.Password" value="" />`);
  }
  if (app === 'ClaimsIntakeWeb') {
    settings.push(chance(0.4)
      ? `<add key="SendGridApiKey" value="${cred('token:sendgrid', V.sendgrid(), 'SendGrid key in appSettings')}" />`
      : `<add key="SendGridApiKey" value="SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" />`);
  }
  const membershipLeak = app === 'AgentPortal' || app === 'BrokerExtranet';
  const adLeak = membershipLeak && chance(0.4);
  const membership = membershipLeak ? `
    <membership defaultProvider="AdProvider">
      <providers>
        <clear />
        <add name="AdProvider" type="System.Web.Security.ActiveDirectoryMembershipProvider, System.Web, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a" connectionStringName="ADConnection" connectionUsername="${DOMAIN}\\svc_adread" connectionPassword="${adLeak ? cred('ldap-bind-password', plainPassword(), 'ActiveDirectoryMembershipProvider connectionPassword') : '[see CyberArk: svc_adread]'}" attributeMapUsername="sAMAccountName" />
      </providers>
    </membership>` : '';
  const formsCreds = app === 'ClaimsIntakeWeb' ? `
    <authentication mode="Forms">
      <forms loginUrl="~/Account/Login" timeout="30">
        <credentials passwordFormat="${chance(0.4) ? `Clear">
          <user name="ops" password="${cred('password', plainPassword(), 'forms authentication user with passwordFormat Clear')}" />` : `SHA1">
          <user name="ops" password="${hex(40).toUpperCase()}" />`}
        </credentials>
      </forms>
    </authentication>` : `
    <authentication mode="Windows" />`;
  const wcfClient = wcf ? `
  <system.serviceModel>
    <bindings>
      <basicHttpBinding>
        <binding name="RatingSoap">
          <security mode="TransportWithMessageCredential">
            <message clientCredentialType="UserName" />
          </security>
        </binding>
      </basicHttpBinding>
      <wsHttpBinding>
        <binding name="PartnerWs" maxReceivedMessageSize="6553600">
          <security mode="Message">
            <message clientCredentialType="Certificate" />
          </security>
        </binding>
      </wsHttpBinding>
    </bindings>
    <behaviors>
      <serviceBehaviors>
        <behavior name="Partner">
          <serviceCredentials>
            <serviceCertificate findValue="CN=gateway.${ORG}.co.uk" storeLocation="LocalMachine" storeName="My" x509FindType="FindBySubjectName" />
            <userNameAuthentication userNamePasswordValidationMode="Custom" customUserNamePasswordValidatorType="${app}.Security.BrokerValidator, ${app}" />
          </serviceCredentials>
        </behavior>
      </serviceBehaviors>
    </behaviors>
    <client>
      <endpoint address="https://rating.${ORG}.local/RatingService.svc" binding="basicHttpBinding" bindingConfiguration="RatingSoap" contract="Rating.IRatingService" name="RatingSoap" />
    </client>
  </system.serviceModel>` : '';
  const encrypted = app === 'BrokerGateway';
  const connBlock = encrypted
    ? `  <connectionStrings configProtectionProvider="RsaProtectedConfigurationProvider">
    <EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns="http://www.w3.org/2001/04/xmlenc#">
      <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc" />
      <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">
        <EncryptedKey xmlns="http://www.w3.org/2001/04/xmlenc#">
          <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p" />
          <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">
            <KeyName>Rsa Key</KeyName>
          </KeyInfo>
          <CipherData>
            <CipherValue>${b64pad(256)}</CipherValue>
          </CipherData>
        </EncryptedKey>
      </KeyInfo>
      <CipherData>
        <CipherValue>${b64pad(240 + 16 * int(10))}</CipherValue>
      </CipherData>
    </EncryptedData>
  </connectionStrings>`
    : `  <connectionStrings>
    <add name="DefaultConnection" connectionString="${conn}" providerName="System.Data.SqlClient" />${membershipLeak ? `\n    <add name="ADConnection" connectionString="LDAP://dc01.${ORG}.local/OU=Brokers,DC=${ORG},DC=local" />` : ''}
  </connectionStrings>`;
  file(`${dir}/Web.config`, `<?xml version="1.0" encoding="utf-8"?>
<!--
  For more information on how to configure your ASP.NET application, please visit
  https://go.microsoft.com/fwlink/?LinkId=301880
  -->
<configuration>
${connBlock}
  <appSettings>
${settings.map((s) => '    ' + s).join('\n')}
  </appSettings>
  <system.web>
    <compilation debug="true" targetFramework="4.8" />
    <httpRuntime targetFramework="4.8" enableVersionHeader="false" />
    ${machineKey}${formsCreds}${membership}
    <customErrors mode="RemoteOnly" defaultRedirect="~/Error" />
  </system.web>
  <system.net>
    <mailSettings>
      <smtp from="noreply@${ORG}.co.uk" deliveryMethod="Network">
        ${smtp}
      </smtp>
    </mailSettings>
  </system.net>${wcfClient}
  <runtime>
    <assemblyBinding xmlns="urn:schemas-microsoft-com:asm.v1">
      <dependentAssembly>
        <assemblyIdentity name="Newtonsoft.Json" publicKeyToken="30ad4fe6b2a6aeed" culture="neutral" />
        <bindingRedirect oldVersion="0.0.0.0-13.0.0.0" newVersion="13.0.0.0" />
      </dependentAssembly>
      <dependentAssembly>
        <assemblyIdentity name="System.Web.Mvc" publicKeyToken="31bf3856ad364e35" />
        <bindingRedirect oldVersion="1.0.0.0-5.2.9.0" newVersion="5.2.9.0" />
      </dependentAssembly>
    </assemblyBinding>
  </runtime>
</configuration>
`);
  // Transforms: Octopus / release pipeline tokens in the careful ones, a pasted value in some.
  for (const cfg of ['Debug', 'Release', 'Test']) {
    if (cfg === 'Debug') {
      file(`${dir}/Web.${cfg}.config`, `<?xml version="1.0" encoding="utf-8"?>
<configuration xmlns:xdt="http://schemas.microsoft.com/XML-Document-Transform">
  <!-- In the example below, the "SetAttributes" transform will change the value of
       "connectionString" to use "ReleaseSQLServer" only when the "Match" locator
       finds an attribute "name" that has a value of "MyDB".

    <connectionStrings>
      <add name="MyDB"
        connectionString="Data Source=ReleaseSQLServer;Initial Catalog=MyReleaseDB;Integrated Security=True"
        xdt:Transform="SetAttributes" xdt:Locator="Match(name)"/>
    </connectionStrings>
  -->
  <system.web>
  </system.web>
</configuration>
`);
      continue;
    }
    const env = cfg === 'Release' ? 'Production' : 'Test';
    const leak = chance(cfg === 'Test' ? 0.35 : 0.15);
    const p = plainPassword();
    file(`${dir}/Web.${cfg}.config`, `<?xml version="1.0" encoding="utf-8"?>
<configuration xmlns:xdt="http://schemas.microsoft.com/XML-Document-Transform">
  <connectionStrings>
    <add name="DefaultConnection"
      connectionString="Data Source=${dbHost(env)};Initial Catalog=${app}DB;User ID=${user};Password=${leak ? cred('connection-string', p, `SQL password in the ${cfg} config transform`) : '#{DbPassword}'};Encrypt=True"
      xdt:Transform="SetAttributes" xdt:Locator="Match(name)" />
  </connectionStrings>
  <appSettings>
    <add key="Environment" value="${env}" xdt:Transform="SetAttributes" xdt:Locator="Match(key)" />
    <add key="Recaptcha.SecretKey" value="#{RecaptchaSecret}" xdt:Transform="SetAttributes" xdt:Locator="Match(key)" />
  </appSettings>
  <system.web>
    <compilation xdt:Transform="RemoveAttributes(debug)" />
    <machineKey validationKey="#{MachineKeyValidation}" decryptionKey="#{MachineKeyDecryption}" xdt:Transform="SetAttributes" />
  </system.web>
</configuration>
`);
  }
  // Publish profiles: the .pubxml itself is safe unless someone saved the password into it.
  for (const target of ['Test', 'Production']) {
    const leak = chance(target === 'Test' ? 0.3 : 0.12);
    const site = `${app.toLowerCase()}-${target.toLowerCase()}`;
    file(`${dir}/Properties/PublishProfiles/${target}-WebDeploy.pubxml`, `<?xml version="1.0" encoding="utf-8"?>
<!--
This file is used by the publish/package process of your Web project. You can customize the behavior of this process
by editing this MSBuild file. In order to learn more about this please visit https://go.microsoft.com/fwlink/?LinkID=208121.
-->
<Project ToolsVersion="4.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <WebPublishMethod>MSDeploy</WebPublishMethod>
    <LastUsedBuildConfiguration>Release</LastUsedBuildConfiguration>
    <LastUsedPlatform>Any CPU</LastUsedPlatform>
    <SiteUrlToLaunchAfterPublish>https://${site}.${ORG}.co.uk</SiteUrlToLaunchAfterPublish>
    <LaunchSiteAfterPublish>False</LaunchSiteAfterPublish>
    <ExcludeApp_Data>True</ExcludeApp_Data>
    <MSDeployServiceURL>iis-${target.toLowerCase()}-01.${ORG}.local:8172</MSDeployServiceURL>
    <DeployIisAppPath>Default Web Site/${app}</DeployIisAppPath>
    <RemoteSitePhysicalPath />
    <SkipExtraFilesOnServer>True</SkipExtraFilesOnServer>
    <MSDeployPublishMethod>WMSVC</MSDeployPublishMethod>
    <EnableMSDeployBackup>True</EnableMSDeployBackup>
    <UserName>${DOMAIN}\\svc_webdeploy</UserName>
${leak ? `    <Password>${cred('deploy-password', plainPassword(), 'Web Deploy password saved in a .pubxml')}</Password>\n` : ''}    <AllowUntrustedCertificate>True</AllowUntrustedCertificate>
    <_SavePWD>${leak ? 'True' : 'False'}</_SavePWD>
  </PropertyGroup>
</Project>
`);
  }
  if (chance(0.3)) {
    file(`${dir}/Properties/PublishProfiles/Test-WebDeploy.pubxml.user`, `<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="4.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <TimeStampOfAssociatedLegacyPublishXmlFile />
    <EncryptedPassword>${dpapi(280)}</EncryptedPassword>
    <History>True|2023-0${1 + int(8)}-1${int(9)}T10:${10 + int(49)}:00.0000000Z;</History>
  </PropertyGroup>
</Project>
`);
  }
  file(`${dir}/${app}.csproj`, `<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="15.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <Import Project="$(MSBuildExtensionsPath)\\$(MSBuildToolsVersion)\\Microsoft.Common.props" Condition="Exists('$(MSBuildExtensionsPath)\\$(MSBuildToolsVersion)\\Microsoft.Common.props')" />
  <PropertyGroup>
    <Configuration Condition=" '$(Configuration)' == '' ">Debug</Configuration>
    <ProjectGuid>{${guid()}}</ProjectGuid>
    <ProjectTypeGuids>{349c5851-65df-11da-9384-00065b846f21};{fae04ec0-301f-11d3-bf4b-00c04f79efbc}</ProjectTypeGuids>
    <OutputType>Library</OutputType>
    <RootNamespace>${app}</RootNamespace>
    <AssemblyName>${app}</AssemblyName>
    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>
    <UseIISExpress>true</UseIISExpress>
    <IISExpressSSLPort>443${int(99)}</IISExpressSSLPort>
  </PropertyGroup>
  <ItemGroup>
    <Reference Include="Newtonsoft.Json, Version=13.0.0.0, Culture=neutral, PublicKeyToken=30ad4fe6b2a6aeed, processorArchitecture=MSIL">
      <HintPath>..\\packages\\Newtonsoft.Json.13.0.3\\lib\\net45\\Newtonsoft.Json.dll</HintPath>
    </Reference>
    <Reference Include="System.Web" />
  </ItemGroup>
  <ItemGroup>
    <Content Include="Web.config" />
    <None Include="Web.Debug.config"><DependentUpon>Web.config</DependentUpon></None>
    <None Include="Web.Release.config"><DependentUpon>Web.config</DependentUpon></None>
  </ItemGroup>
  <Import Project="$(VSToolsPath)\\WebApplications\\Microsoft.WebApplication.targets" Condition="'$(VSToolsPath)' != ''" />
</Project>
`);
  file(`${dir}/packages.config`, `<?xml version="1.0" encoding="utf-8"?>
<packages>
  <package id="Antlr" version="3.5.0.2" targetFramework="net48" />
  <package id="Microsoft.AspNet.Mvc" version="5.2.9" targetFramework="net48" />
  <package id="Newtonsoft.Json" version="13.0.3" targetFramework="net48" />
  <package id="Serilog" version="2.12.0" targetFramework="net48" />
</packages>
`);
}

// The WCF gateway calls the rating service with a user name and password set in code.
{
  const leak = chance(0.35);
  file('dotnet/BrokerGateway/BrokerGateway/Clients/RatingClientFactory.cs', `using System.Configuration;
using System.ServiceModel;
using Rating;

namespace BrokerGateway.Clients
{
    /// <summary>Creates rating clients that authenticate with the gateway's service account.</summary>
    public static class RatingClientFactory
    {
        public static RatingServiceClient Create()
        {
            var client = new RatingServiceClient("RatingSoap");
            client.ClientCredentials.UserName.UserName = "svc_brokergw";
            client.ClientCredentials.UserName.Password = ${leak ? `"${cred('service-password', plainPassword(), 'WCF ClientCredentials password literal in C#')}"` : 'ConfigurationManager.AppSettings["Rating.Password"]'};
            return client;
        }
    }
}
`);
  file('dotnet/BrokerGateway/BrokerGateway/Security/BrokerValidator.cs', `using System.IdentityModel.Selectors;
using System.ServiceModel;

namespace BrokerGateway.Security
{
    public class BrokerValidator : UserNamePasswordValidator
    {
        private readonly IBrokerDirectory _directory = BrokerDirectory.Default;

        public override void Validate(string userName, string password)
        {
            if (string.IsNullOrEmpty(userName) || string.IsNullOrEmpty(password))
                throw new FaultException("Missing credentials");
            if (!_directory.Verify(userName, password))
                throw new FaultException("Unknown broker or wrong password");
        }
    }
}
`);
}
// A captured page kept as a UI test baseline: ViewState and EventValidation are not credentials.
for (const page of ['Login', 'PolicySearch']) {
  file(`dotnet/PolicyPortal/PolicyPortal.UiTests/Baselines/${page}.aspx.html`, `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>${page} - Halvard Policy Portal</title></head>
<body>
<form method="post" action="./${page}.aspx" id="form1">
<div class="aspNetHidden">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUK${b64(400 + int(400))}" />
</div>
<div class="aspNetHidden">
<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="${from(HEXU, 8)}" />
<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAY${b64(120 + int(80))}" />
</div>
<input name="ctl00$Main$txtUser" type="text" id="Main_txtUser" />
<input name="ctl00$Main$txtPassword" type="password" id="Main_txtPassword" />
<input type="submit" name="ctl00$Main$btnLogin" value="Sign in" id="Main_btnLogin" />
</form>
</body>
</html>
`);
}

// =====================================================================================
// ASP.NET Core services: appsettings.json and appsettings.{Environment}.json
// =====================================================================================
const CORE = ['ClaimsApi', 'PaymentsApi', 'DocGenWorker', 'IdentityBridge', 'NotificationHub', 'QuoteAggregator'];
for (const app of CORE) {
  const dir = `dotnet/${app}/src/${app}`;
  const user = sqlUser(app);
  const extra = (env, leakP) => {
    const on = (p) => chance(env === 'Production' ? p * 0.4 : p);
    const lines = [];
    if (app === 'PaymentsApi') {
      lines.push(`  "Stripe": {\n    "PublishableKey": "pk_live_${alnum(24)}",\n    "SecretKey": "${on(leakP) ? cred('token:stripe', V.stripeLive(), `Stripe secret key in appsettings.${env}.json`) : '#{StripeSecretKey}#'}"\n  }`);
      lines.push(`  "Braintree": {\n    "Environment": "${env === 'Production' ? 'production' : 'sandbox'}",\n    "MerchantId": "${from(LOW + DIG, 16)}",\n    "PublicKey": "${from(LOW + DIG, 16)}",\n    "PrivateKey": "${on(leakP) ? cred('braintree-private-key', V.braintreePrivate(), 'Braintree private key in appsettings') : ''}"\n  }`);
      lines.push(`  "PayPal": {\n    "ClientId": "A${b64url(79)}",\n    "ClientSecret": "${on(leakP) ? cred('paypal-secret', V.paypalSecret(), 'PayPal REST client secret in appsettings') : '@Microsoft.KeyVault(SecretUri=https://kv-payments-' + env.toLowerCase() + '.vault.azure.net/secrets/PayPalClientSecret/)'}"\n  }`);
    }
    if (app === 'NotificationHub') {
      lines.push(`  "Twilio": {\n    "AccountSid": "${V.twilioSid()}",\n    "AuthToken": "${on(leakP) ? cred('token:twilio', V.twilioToken(), 'Twilio auth token next to its account SID') : ''}",\n    "From": "+44${digits(10)}"\n  }`);
      lines.push(`  "Mailchimp": {\n    "ApiKey": "${on(leakP) ? cred('token:mailchimp', V.mailchimp(), 'Mailchimp API key with its data-centre suffix') : '<mailchimp-api-key>'}"\n  }`);
      lines.push(`  "Teams": {\n    "OpsChannelWebhook": "${on(leakP) ? cred('webhook', V.teamsHook(ORG), 'Teams incoming webhook URL') : ''}"\n  }`);
      lines.push(`  "Postmark": {\n    "ServerToken": "${on(leakP) ? cred('token:postmark', V.postmark(), 'Postmark server token (a UUID named as a token)') : 'POSTMARK_API_TEST'}"\n  }`);
    }
    if (app === 'IdentityBridge') {
      lines.push(`  "AzureAd": {\n    "Instance": "https://login.microsoftonline.com/",\n    "TenantId": "${uuid()}",\n    "ClientId": "${uuid()}",\n    "ClientSecret": "${on(leakP) ? cred('azure-client-secret', V.azureClientSecret(), 'Azure AD client secret in appsettings') : ''}",\n    "CallbackPath": "/signin-oidc"\n  }`);
      lines.push(`  "Okta": {\n    "OktaDomain": "https://${ORG}.okta.com",\n    "ApiToken": "${on(leakP) ? cred('token:okta', V.okta(), 'Okta API token in appsettings') : '${OKTA_API_TOKEN}'}"\n  }`);
      lines.push(`  "Auth0": {\n    "Domain": "${ORG}-brokers.eu.auth0.com",\n    "ClientId": "${b64url(32)}",\n    "ClientSecret": "${on(leakP) ? cred('auth0-client-secret', V.auth0Secret(), 'Auth0 client secret in appsettings') : ''}"\n  }`);
      lines.push(`  "Jwt": {\n    "Issuer": "https://id.${ORG}.co.uk",\n    "Audience": "${ORG}-apis",\n    "SigningKey": "${on(leakP) ? cred('jwt-secret', V.jwtKey(), 'symmetric JWT signing key in appsettings') : ''}"\n  }`);
      lines.push(`  "Google": {\n    "ClientId": "${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com",\n    "ClientSecret": "${on(leakP) ? cred('google-oauth-secret', V.googleOauthSecret(), 'Google OAuth client secret in appsettings') : ''}"\n  }`);
    }
    if (app === 'DocGenWorker') {
      lines.push(`  "Storage": {\n    "ConnectionString": "${on(leakP) ? `DefaultEndpointsProtocol=https;AccountName=${ORG}docgen${env.toLowerCase().slice(0, 4)};AccountKey=${cred('azure-storage-key', V.azureStorageKey(), 'storage connection string in appsettings')};EndpointSuffix=core.windows.net` : 'UseDevelopmentStorage=true'}",\n    "Container": "generated"\n  }`);
      lines.push(`  "ServiceBus": {\n    "ConnectionString": "${on(leakP) ? `Endpoint=sb://${ORG}-docgen-${env.toLowerCase()}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${cred('azure-sas-key', V.azureSasKey(), 'Service Bus shared access key in appsettings')}` : ''}",\n    "Queue": "docgen-requests"\n  }`);
      lines.push(`  "Cosmos": {\n    "ConnectionString": "${on(leakP) ? `AccountEndpoint=https://${ORG}-docs-${env.toLowerCase()}.documents.azure.com:443/;AccountKey=${cred('azure-cosmos-key', V.cosmosKey(), 'Cosmos DB account key in appsettings')};` : 'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=='}"\n  }`);
    }
    if (app === 'ClaimsApi') {
      lines.push(`  "Redis": {\n    "Configuration": "${on(leakP) ? `${ORG}-claims-${env.toLowerCase()}.redis.cache.windows.net:6380,password=${cred('azure-redis-key', V.azureSasKey(), 'Azure Cache for Redis access key in a StackExchange.Redis string')},ssl=True,abortConnect=False` : 'localhost:6379'}"\n  }`);
      lines.push(`  "Datadog": {\n    "ApiKey": "${on(leakP) ? cred('token:datadog', V.datadogApi(), 'Datadog API key in appsettings') : ''}",\n    "Site": "datadoghq.eu"\n  }`);
      lines.push(`  "Algolia": {\n    "ApplicationId": "${from(UP + DIG, 10)}",\n    "SearchApiKey": "${hex(32)}",\n    "AdminApiKey": "${on(leakP) ? cred('token:algolia', V.algoliaAdmin(), 'Algolia admin API key in appsettings') : ''}"\n  }`);
    }
    if (app === 'QuoteAggregator') {
      lines.push(`  "Partners": {\n    "Aviva": {\n      "BaseUrl": "https://b2b.partner-aviva.example/quote",\n      "ApiKey": "${on(leakP) ? cred('api-key', alnum(32), 'partner API key in appsettings') : ''}"\n    },\n    "CompareHub": {\n      "BaseUrl": "https://api.comparehub.example/v2",\n      "Username": "halvard",\n      "Password": "${on(leakP) ? cred('password', password(), 'partner API password in appsettings') : ''}"\n    }\n  }`);
      lines.push(`  "NewRelic": {\n    "LicenseKey": "${on(leakP) ? cred('token:newrelic', V.newRelicLicense(), 'New Relic license key in appsettings') : ''}"\n  }`);
    }
    return lines;
  };
  const log = `  "Logging": {\n    "LogLevel": {\n      "Default": "Information",\n      "Microsoft.AspNetCore": "Warning"\n    }\n  }`;
  // appsettings.json: defaults, usually safe.
  file(`${dir}/appsettings.json`, `{\n${[log, `  "AllowedHosts": "*"`,
    `  "ConnectionStrings": {\n    "Default": "Server=(localdb)\\\\mssqllocaldb;Database=${app};Trusted_Connection=True;MultipleActiveResultSets=true"\n  }`,
    `  "ApplicationInsights": {\n    "ConnectionString": "InstrumentationKey=${uuid()};IngestionEndpoint=https://uksouth-1.in.applicationinsights.azure.com/;LiveEndpoint=https://uksouth.livediagnostics.monitor.azure.com/"\n  }`,
    ...extra('Defaults', 0.1)].join(',\n')}\n}\n`);
  for (const env of ['Development', 'Staging', 'Production']) {
    const leakDb = chance(env === 'Production' ? 0.12 : env === 'Staging' ? 0.35 : 0.3);
    const p = password().replace(/;/g, '');
    const connStr = env === 'Development' && !leakDb
      ? `Server=localhost,1433;Database=${app};User Id=sa;Password=Your_password123;TrustServerCertificate=True`
      : `Server=tcp:${env === 'Production' ? `${ORG}-sql-prd.database.windows.net` : dbHost(env)},1433;Initial Catalog=${app};Persist Security Info=False;User ID=${user};Password=${leakDb ? cred('connection-string', p, `SQL password in appsettings.${env}.json`) : '#{' + app + 'DbPassword}#'};Encrypt=True;Connection Timeout=30;`;
    file(`${dir}/appsettings.${env}.json`, `{\n${[
      `  "ConnectionStrings": {\n    "Default": "${connStr}"\n  }`,
      ...extra(env, 0.25)].join(',\n')}\n}\n`);
  }
  file(`${dir}/Properties/launchSettings.json`, JSON.stringify({
    $schema: 'http://json.schemastore.org/launchsettings.json',
    iisSettings: { windowsAuthentication: false, anonymousAuthentication: true, iisExpress: { applicationUrl: `http://localhost:${5000 + int(4000)}`, sslPort: 44300 + int(99) } },
    profiles: { [app]: { commandName: 'Project', dotnetRunMessages: true, launchBrowser: false, applicationUrl: `https://localhost:${7000 + int(999)};http://localhost:${5000 + int(999)}`, environmentVariables: { ASPNETCORE_ENVIRONMENT: 'Development' } } },
  }, null, 2));
  file(`${dir}/${app}.csproj`, `<Project Sdk="Microsoft.NET.Sdk.Web">

  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
    <UserSecretsId>${uuid()}</UserSecretsId>
  </PropertyGroup>

  <ItemGroup>
    <PackageReference Include="Azure.Extensions.AspNetCore.Configuration.Secrets" Version="1.3.1" />
    <PackageReference Include="Azure.Identity" Version="1.11.4" />
    <PackageReference Include="Serilog.AspNetCore" Version="8.0.1" />
  </ItemGroup>

</Project>
`);
  file(`${dir}/packages.lock.json`, JSON.stringify({ version: 1, dependencies: { 'net8.0': Object.fromEntries(
    ['Azure.Identity', 'Azure.Core', 'Serilog', 'Serilog.AspNetCore', 'Microsoft.Identity.Client', 'System.Memory.Data'].map((n) => [n, {
      type: 'Direct', requested: `[1.${int(12)}.${int(9)}, )`, resolved: `1.${int(12)}.${int(9)}`, contentHash: b64pad(64),
    }])) } }, null, 2));
  file(`${dir}/Program.cs`, `using Azure.Identity;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

if (!builder.Environment.IsDevelopment())
{
    // Key Vault overrides every secret in appsettings.{Environment}.json.
    var vault = new Uri($"https://kv-${app.toLowerCase()}-{builder.Environment.EnvironmentName.ToLowerInvariant()}.vault.azure.net/");
    builder.Configuration.AddAzureKeyVault(vault, new DefaultAzureCredential());
}

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));
builder.Services.AddControllers();
builder.Services.AddHealthChecks()
    .AddSqlServer(builder.Configuration.GetConnectionString("Default")!);

var app = builder.Build();
app.UseHttpsRedirection();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
`);
}
// A developer's user-secrets file copied into the repository "for the new starter".
{
  const leak = chance(0.5);
  file('dotnet/ClaimsApi/docs/new-starter/secrets.json', `{
  "ConnectionStrings:Default": "Server=${dbHost('Test')};Database=ClaimsApi;User Id=svc_claimsapi;Password=${leak ? cred('connection-string', plainPassword(), 'user-secrets secrets.json copied into docs') : '<ask-the-team>'};TrustServerCertificate=True",
  "Datadog:ApiKey": "${chance(0.5) ? cred('token:datadog', V.datadogApi(), 'Datadog key in a copied secrets.json') : ''}",
  "Redis:Configuration": "localhost:6379"
}
`);
}

// =====================================================================================
// Windows services and desktop apps: App.config
// =====================================================================================
const DESKTOP = ['BillingService', 'AgentDesktop', 'BatchImporter', 'PrintSpooler', 'LegacyRatingClient'];
for (const app of DESKTOP) {
  const dir = `dotnet/${app}/${app}`;
  const user = sqlUser(app);
  const leakDb = chance(0.35);
  const oracle = app === 'BatchImporter';
  const conn = oracle
    ? `<add name="Ledger" connectionString="Data Source=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora-ledger.${ORG}.local)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=LEDGER)));User Id=LEDGER_APP;Password=${leakDb ? cred('connection-string', plainPassword(), 'Oracle ODP.NET connection string password in App.config') : '${LEDGER_PASSWORD}'};" providerName="Oracle.ManagedDataAccess.Client" />`
    : `<add name="${app}Db" connectionString="Server=${dbHost('Production')};Database=${app};${leakDb ? `Uid=${user};Pwd=${cred('connection-string', plainPassword(), 'Pwd= in an App.config connection string')};` : 'Trusted_Connection=Yes;'}" providerName="System.Data.SqlClient" />`;
  const settings = [`<add key="PollIntervalSeconds" value="${15 * (1 + int(8))}" />`, `<add key="LogPath" value="D:\\Logs\\${app}" />`];
  if (app === 'BillingService') {
    settings.push(`<add key="SftpHost" value="sftp.bacs-bureau.example" />`, `<add key="SftpUser" value="halvard_bacs" />`);
    settings.push(chance(0.4) ? `<add key="SftpPassword" value="${cred('sftp-password', plainPassword(), 'SFTP password in App.config appSettings')}" />` : `<add key="SftpPrivateKeyPath" value="D:\\Keys\\bacs_ed25519" />`);
    settings.push(chance(0.35) ? `<add key="PagerDutyRoutingKey" value="${cred('token:pagerduty', V.pagerdutyRouting(), 'PagerDuty routing key in App.config')}" />` : `<add key="PagerDutyRoutingKey" value="" />`);
  }
  if (app === 'AgentDesktop') {
    settings.push(`<add key="UpdateFeed" value="https://deploy.${ORG}.co.uk/agentdesktop/" />`);
    settings.push(chance(0.35) ? `<add key="GoogleMapsApiKey" value="${cred('gcp-api-key', V.gcpApiKey(), 'Google Maps API key in a desktop App.config')}" />` : `<add key="GoogleMapsApiKey" value="YOUR_API_KEY" />`);
  }
  if (app === 'PrintSpooler') {
    settings.push(`<add key="PrinterShare" value="\\\\print01\\Claims" />`, `<add key="ShareUser" value="${DOMAIN}\\svc_print" />`);
    settings.push(chance(0.4) ? `<add key="SharePassword" value="${cred('service-password', plainPassword(), 'Windows share password in App.config')}" />` : `<add key="SharePassword" value="" />`);
  }
  if (app === 'LegacyRatingClient') {
    settings.push(`<add key="RatingServiceUser" value="legacy_rating" />`);
    settings.push(chance(0.4) ? `<add key="RatingServicePassword" value="${cred('service-password', plainPassword(), 'SOAP service password in App.config')}" />` : `<add key="RatingServicePassword" value="*****" />`);
  }
  const userSettings = app === 'AgentDesktop' ? `
  <userSettings>
    <AgentDesktop.Properties.Settings>
      <setting name="LastUser" serializeAs="String">
        <value />
      </setting>
      <setting name="RememberedPassword" serializeAs="String">
        <value>${dpapi(120)}</value>
      </setting>
    </AgentDesktop.Properties.Settings>
  </userSettings>` : '';
  file(`${dir}/App.config`, `<?xml version="1.0" encoding="utf-8" ?>
<configuration>
  <startup>
    <supportedRuntime version="v4.0" sku=".NETFramework,Version=v4.7.2" />
  </startup>
  <connectionStrings>
    ${conn}
  </connectionStrings>
  <appSettings>
${settings.map((s) => '    ' + s).join('\n')}
  </appSettings>${userSettings}
  <system.diagnostics>
    <trace autoflush="true" />
  </system.diagnostics>
</configuration>
`);
  file(`${dir}/Properties/AssemblyInfo.cs`, `using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("${app}")]
[assembly: AssemblyCompany("Halvard Mutual")]
[assembly: AssemblyProduct("${app}")]
[assembly: ComVisible(false)]
[assembly: Guid("${uuid()}")]
[assembly: AssemblyVersion("3.${int(9)}.0.0")]
[assembly: AssemblyFileVersion("3.${int(9)}.${int(40)}.0")]
`);
}

// =====================================================================================
// NuGet.config files: solution level, team level, a build agent copy
// =====================================================================================
const FEEDS = [['Halvard', `https://pkgs.dev.azure.com/${ORG}/_packaging/halvard-internal/nuget/v3/index.json`],
  ['Telerik', 'https://nuget.telerik.com/v3/index.json'], ['Artifactory', `https://artifactory.${ORG}.local/artifactory/api/nuget/v3/nuget-remote`]];
const nugetFiles = ['NuGet.config', 'dotnet/PolicyPortal/NuGet.config', 'dotnet/ClaimsApi/nuget.config', 'dotnet/BillingService/.nuget/NuGet.Config',
  'ci/agents/windows/NuGet.Config', 'dotnet/PaymentsApi/NuGet.config'];
for (const rel of nugetFiles) {
  const [name, url] = pick(FEEDS);
  const mode = int(4);
  const leak = chance(0.35);
  let creds;
  if (leak && mode < 2) {
    const secret = name === 'Halvard' ? cred('token:azure-devops', V.azureDevopsPat(), 'Azure DevOps PAT as a NuGet ClearTextPassword')
      : name === 'Artifactory' ? cred('token:artifactory', V.artifactoryApiKey(), 'Artifactory API key as a NuGet ClearTextPassword')
        : cred('password', password(), 'feed password as a NuGet ClearTextPassword');
    creds = `      <add key="Username" value="${name === 'Halvard' ? 'az' : 'svc_nuget'}" />\n      <add key="ClearTextPassword" value="${secret}" />`;
  } else if (mode === 2) {
    creds = `      <add key="Username" value="svc_nuget" />\n      <add key="Password" value="${dpapi(200)}" />`;
  } else {
    creds = `      <add key="Username" value="%NUGET_FEED_USER%" />\n      <add key="ClearTextPassword" value="%NUGET_FEED_PAT%" />`;
  }
  const apiKeyLine = rel.startsWith('ci/') && chance(0.35)
    ? `\n  <apikeys>\n    <add key="https://www.nuget.org/api/v2/package" value="${cred('token:nuget', V.nugetApiKey(), 'nuget.org API key in an agent NuGet.Config')}" />\n  </apikeys>` : '';
  file(rel, `<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="${name}" value="${url}" />
  </packageSources>
  <packageSourceCredentials>
    <${name}>
${creds}
    </${name}>
  </packageSourceCredentials>${apiKeyLine}
</configuration>
`);
}
file('dotnet/Directory.Build.props', `<Project>
  <PropertyGroup>
    <Company>Halvard Mutual</Company>
    <LangVersion>latest</LangVersion>
    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
    <SignAssembly>true</SignAssembly>
    <AssemblyOriginatorKeyFile>$(MSBuildThisFileDirectory)halvard.snk</AssemblyOriginatorKeyFile>
    <PublicKey>0024000004800000940000000602000000240000525341310004000001000100${hex(256)}</PublicKey>
  </PropertyGroup>
</Project>
`);

// =====================================================================================
// Spring Boot services: application.properties / .yml per profile, bootstrap.yml, logback
// =====================================================================================
const SPRING = [['underwriting-engine', 'properties'], ['quote-service', 'yml'], ['rating-service', 'properties'],
  ['customer-360', 'yml'], ['fnol-service', 'yml'], ['reinsurance-batch', 'properties']];
const PROFILES = ['dev', 'uat', 'prod'];
for (const [svc, fmt] of SPRING) {
  const dir = `java/${svc}`;
  const res = `${dir}/src/main/resources`;
  const db = svc.replace(/-/g, '_');
  const pg = svc === 'customer-360' || svc === 'fnol-service';
  const jdbc = (env) => pg ? `jdbc:postgresql://pg-${env}.${ORG}.local:5432/${db}` : `jdbc:sqlserver://${dbHost(env)}:1433;databaseName=${db};encrypt=true;trustServerCertificate=true`;
  const ref = (name) => pick([`\${${name}}`, `\${${name}:}`, jasypt(), springCipher()]);
  const ext = fmt === 'yml' ? 'yml' : 'properties';
  // A profile's settings as [key, value, plant] where plant = [kind, why] labels the value.
  for (const env of ['', ...PROFILES]) {
    const base = env === '';
    const p = (x) => chance(env === 'prod' ? x * 0.35 : base ? x * 0.5 : x);
    const entries = [];
    entries.push(['spring.application.name', svc]);
    if (!base) {
      const leak = p(0.4);
      entries.push(['spring.datasource.url', jdbc(env)], ['spring.datasource.username', `${db}_app`],
        ['spring.datasource.password', leak ? password() : ref('DB_PASSWORD'), leak && ['db-password', `spring.datasource.password in ${svc} ${env} profile`]]);
    } else {
      entries.push(['spring.datasource.url', 'jdbc:h2:mem:testdb'], ['spring.datasource.username', 'sa'], ['spring.datasource.password', '']);
    }
    entries.push(['spring.jpa.hibernate.ddl-auto', base ? 'validate' : 'none']);
    if (svc === 'underwriting-engine' && !base) {
      const leak = p(0.35);
      entries.push(['spring.ldap.urls', `ldaps://dc0${1 + int(3)}.${ORG}.local:636`], ['spring.ldap.base', `DC=${ORG},DC=local`],
        ['spring.ldap.username', `CN=svc_uw_ldap,OU=Service Accounts,DC=${ORG},DC=local`],
        ['spring.ldap.password', leak ? plainPassword() : ref('LDAP_BIND_PASSWORD'), leak && ['ldap-bind-password', 'spring.ldap.password literal']]);
    }
    if (svc === 'quote-service' || svc === 'fnol-service') {
      const leak = !base && p(0.35);
      entries.push(['spring.rabbitmq.host', `mq.${ORG}.local`], ['spring.rabbitmq.username', svc],
        ['spring.rabbitmq.password', leak ? plainPassword() : base ? 'guest' : ref('RABBIT_PASSWORD'), leak && ['broker-password', 'spring.rabbitmq.password literal']]);
    }
    if (svc === 'customer-360') {
      const leak = !base && p(0.35);
      entries.push(['spring.cloud.gcp.project-id', `${ORG}-c360-${env || 'dev'}`]);
      entries.push(['app.geocoding.api-key', leak ? V.gcpApiKey() : base ? '' : ref('GEOCODING_API_KEY'), leak && ['gcp-api-key', 'Google API key in Spring properties']]);
      const leakSf = !base && p(0.3);
      entries.push(['salesforce.client-secret', leakSf ? V.sfConsumerSecret() : ref('SF_CLIENT_SECRET'), leakSf && ['salesforce-secret', 'Salesforce consumer secret in Spring properties']]);
    }
    if (svc === 'rating-service' && !base) {
      const leak = p(0.35);
      entries.push(['server.ssl.key-store', 'classpath:keystore/rating.p12'], ['server.ssl.key-store-type', 'PKCS12'],
        ['server.ssl.key-store-password', leak ? plainPassword() : ref('KEYSTORE_PASSWORD'), leak && ['keystore-password', 'server.ssl.key-store-password literal']],
        ['server.ssl.trust-store', 'classpath:keystore/truststore.jks'], ['server.ssl.trust-store-password', 'changeit']);
      const leakAws = p(0.3);
      entries.push(['cloud.aws.region.static', 'eu-west-2']);
      if (leakAws) {
        entries.push(['cloud.aws.credentials.access-key', V.awsId(), ['aws-access-key', 'cloud.aws.credentials.access-key in Spring properties']],
          ['cloud.aws.credentials.secret-key', V.awsSecret(), ['aws-secret-key', 'cloud.aws.credentials.secret-key in Spring properties']]);
      } else entries.push(['cloud.aws.credentials.instance-profile', 'true']);
    }
    if (svc === 'reinsurance-batch' && !base) {
      const leak = p(0.35);
      entries.push(['sftp.host', 'sftp.reinsurer-gateway.example'], ['sftp.user', 'halvard'],
        ['sftp.password', leak ? plainPassword() : ref('SFTP_PASSWORD'), leak && ['sftp-password', 'sftp.password in batch properties']]);
      const leakSlack = p(0.3);
      entries.push(['notify.slack.webhook-url', leakSlack ? V.slackHook() : ref('SLACK_WEBHOOK_URL'), leakSlack && ['webhook', 'Slack webhook in batch properties']]);
    }
    if (svc === 'fnol-service' && !base) {
      const leak = p(0.3);
      entries.push(['app.jwt.secret', leak ? V.jwtKey() : ref('JWT_SECRET'), leak && ['jwt-secret', 'app.jwt.secret in Spring yml']]);
      const leakTw = p(0.3);
      entries.push(['twilio.account-sid', V.twilioSid()], ['twilio.auth-token', leakTw ? V.twilioToken() : ref('TWILIO_AUTH_TOKEN'), leakTw && ['token:twilio', 'Twilio auth token in Spring yml']]);
    }
    entries.push(['management.endpoints.web.exposure.include', 'health,info,prometheus']);
    let text;
    if (fmt === 'properties') {
      text = `# ${svc} ${base ? 'defaults' : env + ' profile'}\n` + entries.map(([k, v, plant]) => {
        if (plant) cred(plant[0], v, plant[1]);
        return `${k}=${v}`;
      }).join('\n') + '\n';
    } else {
      // Nested YAML written from the dotted keys.
      const tree = {};
      for (const [k, v, plant] of entries) {
        if (plant) cred(plant[0], v, plant[1]);
        const parts = k.split('.');
        let node = tree;
        for (const part of parts.slice(0, -1)) node = node[part] ??= {};
        node[parts.at(-1)] = v;
      }
      const yml = (node, depth) => Object.entries(node).map(([k, v]) => typeof v === 'object'
        ? `${'  '.repeat(depth)}${k}:\n${yml(v, depth + 1)}`
        : `${'  '.repeat(depth)}${k}: ${v === '' ? '""' : /^[\w./:-]+$/.test(v) && !/^\d+$/.test(v) ? v : `"${dq(v)}"`}`).join('\n');
      text = `# ${svc} ${base ? 'defaults' : env + ' profile'}\n${yml(tree, 0)}\n`;
    }
    file(`${res}/application${base ? '' : '-' + env}.${ext}`, text);
  }
  // bootstrap.yml: Config Server client; the careful ones use {cipher} values.
  const leakCfg = chance(0.25);
  file(`${res}/bootstrap.yml`, `spring:
  application:
    name: ${svc}
  cloud:
    config:
      uri: https://config.${ORG}.local
      username: config-client
      password: ${leakCfg ? `"${cred('password', password(), 'Config Server client password in bootstrap.yml')}"` : "'${CONFIG_SERVER_PASSWORD}'"}
      fail-fast: true
encrypt:
  key-store:
    location: classpath:/config-client.jks
    alias: config
    password: '\${ENCRYPT_KEYSTORE_PASSWORD}'
`);
  // logback-spring.xml with an SMTP appender for ERROR mail.
  const leakMail = chance(0.3);
  file(`${res}/logback-spring.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<configuration scan="true">
  <include resource="org/springframework/boot/logging/logback/defaults.xml" />
  <springProperty scope="context" name="appName" source="spring.application.name" />
  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
    <encoder>
      <pattern>\${CONSOLE_LOG_PATTERN}</pattern>
    </encoder>
  </appender>
  <appender name="EMAIL" class="ch.qos.logback.classic.net.SMTPAppender">
    <smtpHost>smtp.office365.com</smtpHost>
    <smtpPort>587</smtpPort>
    <STARTTLS>true</STARTTLS>
    <username>alerts-${svc}@${ORG}.co.uk</username>
    <password>${leakMail ? cred('smtp-password', plainPassword(), 'logback SMTPAppender password') : '${SMTP_PASSWORD}'}</password>
    <to>app-support@${ORG}.co.uk</to>
    <from>alerts-${svc}@${ORG}.co.uk</from>
    <subject>[\${appName}] %logger{20} - %m</subject>
    <layout class="ch.qos.logback.classic.html.HTMLLayout" />
  </appender>
  <root level="INFO">
    <appender-ref ref="CONSOLE" />
    <appender-ref ref="EMAIL" />
  </root>
</configuration>
`);
  file(`${dir}/pom.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>2.7.18</version>
    <relativePath/>
  </parent>
  <groupId>uk.co.${ORG}</groupId>
  <artifactId>${svc}</artifactId>
  <version>4.${int(9)}.${int(20)}-SNAPSHOT</version>
  <properties>
    <java.version>11</java.version>
    <jasypt.version>3.0.5</jasypt.version>
  </properties>
  <distributionManagement>
    <repository>
      <id>halvard-releases</id>
      <url>https://nexus.${ORG}.local/repository/maven-releases/</url>
    </repository>
  </distributionManagement>
  <build>
    <plugins>
      <plugin>
        <groupId>com.github.ulisesbocchio</groupId>
        <artifactId>jasypt-maven-plugin</artifactId>
        <version>\${jasypt.version}</version>
      </plugin>
    </plugins>
  </build>
</project>
`);
}
// Java code opening connections and clients.
{
  const leak = chance(0.35);
  file('java/reinsurance-batch/src/main/java/uk/co/halvard/reinsurance/LegacyLedgerDao.java', `package uk.co.halvard.reinsurance;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** Reads treaty balances from the mainframe ledger extract until the ledger API exists. */
public class LegacyLedgerDao {
    private static final String URL = "jdbc:oracle:thin:@ora-ledger.halvard.local:1521/LEDGER";
    private static final String USER = "REINS_READ";
    private static final String PASSWORD = ${leak ? `"${cred('db-password', plainPassword(), 'DB password constant passed to DriverManager in Java')}"` : 'System.getenv("LEDGER_READ_PASSWORD")'};

    public Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }
}
`);
  const leak2 = chance(0.35);
  file('java/customer-360/src/main/java/uk/co/halvard/c360/config/SalesforceClientConfig.java', `package uk.co.halvard.c360.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class SalesforceClientConfig {

    @Value("\${salesforce.client-id}")
    private String clientId;

    @Bean
    public SalesforceClient salesforceClient(@Value("\${salesforce.client-secret}") String secret) {
        SalesforceClient client = new SalesforceClient("https://${ORG}.my.salesforce.com", clientId, secret);
        client.setUsername("integration@${ORG}.co.uk");
        client.setPassword(${leak2 ? `"${cred('service-password', plainPassword() + V.sfSecurityToken(), 'Salesforce password + security token literal in Java')}"` : 'System.getenv("SF_PASSWORD")'});
        return client;
    }
}
`);
  const leak3 = chance(0.35);
  file('java/rating-service/src/main/java/uk/co/halvard/rating/notify/SendGridNotifier.java', `package uk.co.halvard.rating.notify;

import com.sendgrid.SendGrid;

public class SendGridNotifier {
    // Moved to the environment in RATING-412; the literal below is for local runs only.
    private final SendGrid client = new SendGrid(${leak3 ? `"${cred('token:sendgrid', V.sendgrid(), 'SendGrid key literal in Java')}"` : 'System.getenv("SENDGRID_API_KEY")'});

    public SendGrid client() {
        return client;
    }
}
`);
}

// =====================================================================================
// Legacy Tomcat applications: context.xml, log4j.properties, jdbc/ldap properties
// =====================================================================================
const TOMCAT_APPS = ['legacy-ledger', 'claims-intake', 'broker-commission', 'policy-archive-viewer'];
for (const app of TOMCAT_APPS) {
  const dir = `java/${app}`;
  const db = app.replace(/-/g, '_');
  const leak = chance(0.35);
  file(`${dir}/src/main/webapp/META-INF/context.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<Context path="/${app}" reloadable="false">
  <WatchedResource>WEB-INF/web.xml</WatchedResource>
  <Resource name="jdbc/${db}" auth="Container" type="javax.sql.DataSource"
            driverClassName="com.microsoft.sqlserver.jdbc.SQLServerDriver"
            url="jdbc:sqlserver://${dbHost('Production')}:1433;databaseName=${db}"
            username="${db}_web"
            password="${leak ? cred('db-password', plainPassword(), 'Tomcat context.xml Resource password') : '${db.' + db + '.password}'}"
            maxTotal="40" maxIdle="10" maxWaitMillis="10000" validationQuery="SELECT 1" />
</Context>
`);
  const leakMail = chance(0.3);
  file(`${dir}/src/main/resources/log4j.properties`, `log4j.rootLogger=INFO, file, mail
log4j.appender.file=org.apache.log4j.DailyRollingFileAppender
log4j.appender.file.File=\${catalina.base}/logs/${app}.log
log4j.appender.file.DatePattern='.'yyyy-MM-dd
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=%d{ISO8601} %-5p [%t] %c - %m%n

log4j.appender.mail=org.apache.log4j.net.SMTPAppender
log4j.appender.mail.Threshold=ERROR
log4j.appender.mail.BufferSize=20
log4j.appender.mail.SMTPHost=smtp.office365.com
log4j.appender.mail.SMTPPort=587
log4j.appender.mail.SMTPUsername=alerts@${ORG}.co.uk
log4j.appender.mail.SMTPPassword=${leakMail ? cred('smtp-password', plainPassword(), 'log4j SMTPAppender SMTPPassword') : ''}
log4j.appender.mail.From=alerts@${ORG}.co.uk
log4j.appender.mail.To=it-support@${ORG}.co.uk
log4j.appender.mail.Subject=[${app}] error
log4j.appender.mail.layout=org.apache.log4j.PatternLayout
`);
  if (app === 'legacy-ledger' || app === 'broker-commission') {
    const leakJ = chance(0.35);
    file(`${dir}/src/main/resources/jdbc.properties`, `# ${app} JDBC settings (overridden by JNDI in Tomcat)
jdbc.driverClassName=oracle.jdbc.OracleDriver
jdbc.url=jdbc:oracle:thin:@//ora-ledger.${ORG}.local:1521/LEDGER
jdbc.username=${db.toUpperCase()}
jdbc.password=${leakJ ? cred('db-password', plainPassword(), 'jdbc.password in a properties file') : jasypt()}
jdbc.pool.max=20
`);
  }
  if (app === 'claims-intake' || app === 'policy-archive-viewer') {
    const leakL = chance(0.35);
    file(`${dir}/src/main/resources/ldap.properties`, `ldap.url=ldap://dc01.${ORG}.local:389
ldap.base=DC=${ORG},DC=local
ldap.userDn=CN=svc_${db.slice(0, 8)},OU=Service Accounts,DC=${ORG},DC=local
ldap.password=${leakL ? cred('ldap-bind-password', plainPassword(), 'LDAP bind password in ldap.properties') : '${LDAP_PASSWORD}'}
ldap.userSearchFilter=(sAMAccountName={0})
ldap.groupSearchBase=OU=Groups
`);
    const leakS = chance(0.3);
    file(`${dir}/src/main/webapp/WEB-INF/spring/security-context.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<beans:beans xmlns="http://www.springframework.org/schema/security"
  xmlns:beans="http://www.springframework.org/schema/beans"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans.xsd
    http://www.springframework.org/schema/security http://www.springframework.org/schema/security/spring-security.xsd">

  <ldap-server id="adServer" url="ldap://dc02.${ORG}.local:389/DC=${ORG},DC=local"
    manager-dn="CN=svc_${db.slice(0, 8)},OU=Service Accounts,DC=${ORG},DC=local"
    manager-password="${leakS ? cred('ldap-bind-password', plainPassword(), 'Spring Security ldap-server manager-password') : '${ldap.password}'}" />

  <authentication-manager>
    <ldap-authentication-provider server-ref="adServer" user-search-filter="(sAMAccountName={0})" group-search-base="OU=Groups" />
  </authentication-manager>
</beans:beans>
`);
  }
  file(`${dir}/src/main/webapp/WEB-INF/web.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<web-app xmlns="http://xmlns.jcp.org/xml/ns/javaee" version="3.1">
  <display-name>${app}</display-name>
  <resource-ref>
    <res-ref-name>jdbc/${db}</res-ref-name>
    <res-type>javax.sql.DataSource</res-type>
    <res-auth>Container</res-auth>
  </resource-ref>
  <login-config>
    <auth-method>FORM</auth-method>
    <form-login-config>
      <form-login-page>/login.jsp</form-login-page>
      <form-error-page>/login.jsp?error=1</form-error-page>
    </form-login-config>
  </login-config>
</web-app>
`);
}

// =====================================================================================
// SOAP / WS-Security: the CXF rating web service on WildFly, Axis2 partner client, raw envelopes
// =====================================================================================
{
  const dir = 'java/rating-ws';
  const leakWs = chance(0.35);
  file(`${dir}/src/main/resources/META-INF/cxf/cxf-beans.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<beans xmlns="http://www.springframework.org/schema/beans"
       xmlns:jaxws="http://cxf.apache.org/jaxws"
       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
       xsi:schemaLocation="http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans.xsd http://cxf.apache.org/jaxws http://cxf.apache.org/schemas/jaxws.xsd">

  <jaxws:client id="reinsurerClient" serviceClass="uk.co.halvard.reinsurer.TreatyPort"
                address="https://ws.reinsurer-gateway.example/treaty/v3">
    <jaxws:properties>
      <entry key="ws-security.username" value="HALVARD_WS" />
      <entry key="ws-security.password" value="${leakWs ? cred('service-password', plainPassword(), 'CXF ws-security.password property') : '${reinsurer.ws.password}'}" />
      <entry key="ws-security.signature.properties" value="client-crypto.properties" />
      <entry key="ws-security.signature.username" value="halvard-signing" />
      <entry key="ws-security.callback-handler" value="uk.co.halvard.ws.KeystorePasswordCallback" />
    </jaxws:properties>
  </jaxws:client>
</beans>
`);
  const leakKs = chance(0.4);
  file(`${dir}/src/main/resources/client-crypto.properties`, `org.apache.wss4j.crypto.provider=org.apache.wss4j.common.crypto.Merlin
org.apache.wss4j.crypto.merlin.keystore.type=jks
org.apache.wss4j.crypto.merlin.keystore.password=${leakKs ? cred('keystore-password', plainPassword(), 'WSS4J Merlin keystore password') : 'ENC(' + b64pad(32) + ')'}
org.apache.wss4j.crypto.merlin.keystore.alias=halvard-signing
org.apache.wss4j.crypto.merlin.keystore.file=keystore/halvard-signing.jks
org.apache.wss4j.crypto.merlin.truststore.password=changeit
org.apache.wss4j.crypto.merlin.truststore.file=keystore/truststore.jks
`);
  const leakCb = chance(0.35);
  file(`${dir}/src/main/java/uk/co/halvard/ws/KeystorePasswordCallback.java`, `package uk.co.halvard.ws;

import java.io.IOException;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import org.apache.wss4j.common.ext.WSPasswordCallback;

/** Gives WSS4J the private key password of the signing certificate. */
public class KeystorePasswordCallback implements CallbackHandler {
    @Override
    public void handle(Callback[] callbacks) throws IOException {
        for (Callback c : callbacks) {
            WSPasswordCallback pc = (WSPasswordCallback) c;
            if ("halvard-signing".equals(pc.getIdentifier())) {
                pc.setPassword(${leakCb ? `"${cred('keystore-password', plainPassword(), 'private key password returned by a WSS4J callback')}"` : 'System.getProperty("halvard.signing.keypass")'});
            }
        }
    }
}
`);
  file(`${dir}/src/main/webapp/WEB-INF/jboss-web.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<jboss-web>
  <context-root>/rating-ws</context-root>
  <security-domain>halvard-ad</security-domain>
</jboss-web>
`);
  // Sample requests the testers keep in the repository.
  for (const [name, type] of [['GetTreatyBalance', 'PasswordText'], ['SubmitBordereau', 'PasswordDigest'], ['GetQuote', 'PasswordText'], ['CancelPolicy', 'PasswordDigest']]) {
    const digest = type === 'PasswordDigest';
    const leak = !digest && chance(0.4);
    const pw = digest ? b64pad(20) : leak ? cred('service-password', plainPassword(), 'wsse:Password PasswordText in a saved SOAP request') : '?';
    file(`${dir}/src/test/resources/soap/${name}.request.xml`, `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tre="http://ws.halvard.co.uk/treaty/v3">
  <soapenv:Header>
    <wsse:Security soapenv:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">
      <wsse:UsernameToken wsu:Id="UsernameToken-${hex(32).toUpperCase()}">
        <wsse:Username>HALVARD_WS</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#${type}">${pw}</wsse:Password>
        <wsse:Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">${b64pad(16)}</wsse:Nonce>
        <wsu:Created>2024-0${1 + int(8)}-1${int(9)}T09:${10 + int(49)}:${10 + int(49)}.${100 + int(899)}Z</wsu:Created>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <tre:${name}Request>
      <tre:TreatyId>TR-${digits(6)}</tre:TreatyId>
    </tre:${name}Request>
  </soapenv:Body>
</soapenv:Envelope>
`);
  }
  const leakAxis = chance(0.35);
  file('java/partner-soap/src/main/resources/axis2-client.xml', `<axisconfig name="PartnerClient">
  <parameter name="hotdeployment">false</parameter>
  <module ref="rampart" />
  <parameter name="OutflowSecurity">
    <action>
      <items>UsernameToken Timestamp</items>
      <user>halvard_partner</user>
      <passwordType>PasswordText</passwordType>
      <passwordCallbackClass>uk.co.halvard.partner.PWCallback</passwordCallbackClass>
    </action>
  </parameter>
  <parameter name="partner.password">${leakAxis ? cred('service-password', plainPassword(), 'Axis2 client parameter holding the partner password') : '${partner.password}'}</parameter>
</axisconfig>
`);
}

// =====================================================================================
// Application servers: Tomcat, WildFly/JBoss, WebSphere, IIS
// =====================================================================================
for (const env of ['uat', 'prod']) {
  const dir = `ops/tomcat/${env}/conf`;
  const leakRes = chance(env === 'prod' ? 0.2 : 0.4);
  file(`${dir}/server.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<Server port="8005" shutdown="SHUTDOWN">
  <Listener className="org.apache.catalina.startup.VersionLoggerListener" />
  <Listener className="org.apache.catalina.core.AprLifecycleListener" SSLEngine="on" />
  <GlobalNamingResources>
    <Resource name="UserDatabase" auth="Container" type="org.apache.catalina.UserDatabase"
              description="User database that can be updated and saved"
              factory="org.apache.catalina.users.MemoryUserDatabaseFactory"
              pathname="conf/tomcat-users.xml" />
    <Resource name="jdbc/ledger" auth="Container" type="javax.sql.DataSource"
              driverClassName="oracle.jdbc.OracleDriver" url="jdbc:oracle:thin:@//ora-ledger.${ORG}.local:1521/LEDGER"
              username="LEDGER_WEB" password="${leakRes ? cred('db-password', plainPassword(), 'GlobalNamingResources datasource password in server.xml') : '${ledger.db.password}'}" maxTotal="50" />
  </GlobalNamingResources>
  <Service name="Catalina">
    <Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol" maxThreads="200" SSLEnabled="true">
      <SSLHostConfig>
        <Certificate certificateKeystoreFile="conf/${env}-${ORG}.p12" certificateKeystoreType="PKCS12"
                     certificateKeystorePassword="${chance(0.35) ? cred('keystore-password', plainPassword(), 'Tomcat connector certificateKeystorePassword') : '${keystore.pass}'}" />
      </SSLHostConfig>
    </Connector>
    <Connector protocol="AJP/1.3" address="127.0.0.1" port="8009" redirectPort="8443" secretRequired="true" secret="${chance(0.35) ? cred('ajp-secret', alnum(24), 'AJP connector secret in server.xml') : '${ajp.secret}'}" />
    <Engine name="Catalina" defaultHost="localhost">
      <Realm className="org.apache.catalina.realm.LockOutRealm">
        <Realm className="org.apache.catalina.realm.UserDatabaseRealm" resourceName="UserDatabase" />
      </Realm>
      <Host name="localhost" appBase="webapps" unpackWARs="true" autoDeploy="false" />
    </Engine>
  </Service>
</Server>
`);
  const hashed = !chance(0.35);
  file(`${dir}/tomcat-users.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
<!--
  <user username="admin" password="<must-be-changed>" roles="manager-gui"/>
  <user username="robot" password="<must-be-changed>" roles="manager-script"/>
-->
  <role rolename="manager-gui" />
  <role rolename="manager-script" />
  <user username="deployer" password="${hashed ? `${hex(64)}$1$${hex(64)}` : cred('password', plainPassword(), 'Tomcat manager user with a clear-text password')}" roles="manager-script" />
  <user username="ops-${env}" password="${hashed ? `${hex(64)}$1$${hex(64)}` : '<must-be-changed>'}" roles="manager-gui" />
</tomcat-users>
`);
  const leakOpts = chance(0.35);
  file(`ops/tomcat/${env}/bin/setenv.sh`, `#!/bin/sh
# Tomcat ${env}: JVM options. Secrets come from /etc/halvard/tomcat.env (root-only) in prod.
JAVA_OPTS="$JAVA_OPTS -Xms2g -Xmx4g -XX:+UseG1GC"
JAVA_OPTS="$JAVA_OPTS -Djavax.net.ssl.trustStore=/opt/halvard/truststore.jks -Djavax.net.ssl.trustStorePassword=changeit"
${leakOpts ? `JAVA_OPTS="$JAVA_OPTS -Djavax.net.ssl.keyStore=/opt/halvard/client.p12 -Djavax.net.ssl.keyStorePassword=${cred('keystore-password', plainPassword(), 'keyStorePassword system property in setenv.sh')}"` : `[ -f /etc/halvard/tomcat.env ] && . /etc/halvard/tomcat.env\nJAVA_OPTS="$JAVA_OPTS -Djavax.net.ssl.keyStorePassword=$KEYSTORE_PASSWORD"`}
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
export JAVA_OPTS CATALINA_PID
`);
  const leakBat = chance(0.35);
  file(`ops/tomcat/${env}/bin/setenv.bat`, `@echo off
rem Tomcat ${env} on Windows hosts
set "JAVA_OPTS=%JAVA_OPTS% -Xms2g -Xmx4g"
set "JAVA_OPTS=%JAVA_OPTS% -Djasypt.encryptor.password=${leakBat ? cred('encryption-key', plainPassword(), 'Jasypt master password in setenv.bat (decrypts every ENC() value)') : '%JASYPT_PASSWORD%'}"
set "CATALINA_OPTS=%CATALINA_OPTS% -Dspring.profiles.active=${env}"
`);
}
{
  // WildFly standalone.xml: datasources, vault expressions, credential stores.
  for (const [cfg, leakP] of [['standalone.xml', 0.4], ['standalone-full-ha.xml', 0.25]]) {
    const leakDs = chance(leakP);
    const leakMail = chance(0.3);
    file(`ops/wildfly/configuration/${cfg}`, `<?xml version='1.0' encoding='UTF-8'?>
<server xmlns="urn:jboss:domain:19.0">
    <extensions>
        <extension module="org.jboss.as.connector"/>
        <extension module="org.wildfly.extension.elytron"/>
    </extensions>
    <profile>
        <subsystem xmlns="urn:jboss:domain:datasources:7.0">
            <datasources>
                <datasource jndi-name="java:jboss/datasources/ExampleDS" pool-name="ExampleDS" enabled="true" use-java-context="true">
                    <connection-url>jdbc:h2:mem:test;DB_CLOSE_DELAY=-1;DB_CLOSE_ON_EXIT=FALSE</connection-url>
                    <driver>h2</driver>
                    <security user-name="sa" password="sa"/>
                </datasource>
                <datasource jndi-name="java:jboss/datasources/RatingDS" pool-name="RatingDS" enabled="true">
                    <connection-url>jdbc:sqlserver://${dbHost('Production')}:1433;databaseName=Rating</connection-url>
                    <driver>mssql</driver>
                    <security>
                        <user-name>rating_ws</user-name>
                        <password>${leakDs ? cred('db-password', plainPassword(), 'WildFly datasource security password') : '${VAULT::ds_RatingDS::password::1}'}</password>
                    </security>
                </datasource>
                <xa-datasource jndi-name="java:jboss/datasources/TreatyXA" pool-name="TreatyXA">
                    <xa-datasource-property name="URL">jdbc:oracle:thin:@ora-ledger.${ORG}.local:1521/LEDGER</xa-datasource-property>
                    <driver>oracle</driver>
                    <security>
                        <user-name>TREATY_XA</user-name>
                        <credential-reference store="halvard-cs" alias="treaty-xa"/>
                    </security>
                </xa-datasource>
            </datasources>
        </subsystem>
        <subsystem xmlns="urn:wildfly:elytron:15.0">
            <credential-stores>
                <credential-store name="halvard-cs" relative-to="jboss.server.data.dir" location="halvard.cs" create="false">
                    <credential-reference clear-text="MASK-${b64(22)};${from(ALNUM, 8)};${100 + int(900)}"/>
                </credential-store>
            </credential-stores>
        </subsystem>
        <subsystem xmlns="urn:jboss:domain:mail:4.0">
            <mail-session name="default" jndi-name="java:jboss/mail/Default">
                <smtp-server outbound-socket-binding-ref="mail-smtp" tls="true" username="wildfly@${ORG}.co.uk" password="${leakMail ? cred('smtp-password', plainPassword(), 'WildFly mail-session smtp-server password') : '${env.SMTP_PASSWORD}'}"/>
            </mail-session>
        </subsystem>
    </profile>
</server>
`);
  }
  file('ops/wildfly/configuration/mgmt-users.properties', `#
# Properties declaration of users for the realm 'ManagementRealm' which is the default realm
# for new installations. The format is username=HEX( MD5( username ':' realm ':' password))
#
#admin=2a0923285184943425d1f53ddd58ec7a
deployer=${hex(32)}
monitoring=${hex(32)}
`);
  const leakApp = chance(0.35);
  file('ops/wildfly/bin/jboss-cli-deploy.cli', `# Run with: jboss-cli.sh --connect --file=jboss-cli-deploy.cli
batch
data-source add --name=ClaimsDS --jndi-name=java:jboss/datasources/ClaimsDS --driver-name=mssql --connection-url=jdbc:sqlserver://${dbHost('Staging')}:1433;databaseName=Claims --user-name=claims_app --password=${leakApp ? cred('db-password', plainPassword(), 'jboss-cli data-source add --password') : '${env.CLAIMS_DB_PASSWORD}'}
deploy target/rating-ws.war --force
run-batch
`);
  file('ops/wildfly/bin/standalone.conf.bat', `rem ### -*- batch file -*- ######################################################
set "JAVA_OPTS=-Xms1G -Xmx3G -XX:MetaspaceSize=96M -XX:MaxMetaspaceSize=512m"
set "JAVA_OPTS=%JAVA_OPTS% -Djava.net.preferIPv4Stack=true"
set "JAVA_OPTS=%JAVA_OPTS% -Djboss.modules.system.pkgs=org.jboss.byteman"
${chance(0.35) ? `set "JAVA_OPTS=%JAVA_OPTS% -Dreinsurer.ws.password=${cred('service-password', plainPassword(), 'system property password in standalone.conf.bat')}"` : 'rem reinsurer.ws.password comes from the credential store'}
`);
}
{
  // WebSphere: resources.xml J2C auth data, soap/sas client props, wsadmin Jython.
  const leakXor = chance(0.45);
  const p1 = plainPassword();
  file('ops/websphere/cells/halvardCell01/security.xml', `<?xml version="1.0" encoding="UTF-8"?>
<security:Security xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:security="http://www.ibm.com/websphere/appserver/schemas/5.0/security.xmi" xmi:id="Security_1" useLocalSecurityServer="true" enabled="true" appEnabled="true">
  <authDataEntries xmi:id="JAASAuthData_1" alias="halvardNode01/ARCHIVE_DB" userId="ARCHIVE_APP" password="${leakXor ? cred('password', wasXor(p1), 'WebSphere {xor} password: an encoding, reversible without a key') : wasAes()}" description="Document archive DB2"/>
  <authDataEntries xmi:id="JAASAuthData_2" alias="halvardNode01/MQ" userId="mqapp" password="${wasAes()}" description="MQ channel auth"/>
  <userRegistries xmi:type="security:LDAPUserRegistry" xmi:id="LDAPUserRegistry_1" serverId="" serverPassword="" realm="dc01.${ORG}.local:389" primaryAdminId="wasadmin" bindDN="CN=svc_was,OU=Service Accounts,DC=${ORG},DC=local" bindPassword="${chance(0.35) ? cred('ldap-bind-password', wasXor(plainPassword()), 'WebSphere LDAP bindPassword in {xor} encoding') : wasAes()}" type="ACTIVE_DIRECTORY" baseDN="DC=${ORG},DC=local"/>
</security:Security>
`);
  const leakSoap = chance(0.4);
  file('ops/websphere/profiles/AppSrv01/properties/soap.client.props', `#------------------------------------------------------------------------------
# SOAP Client Security Enablement
#------------------------------------------------------------------------------
com.ibm.SOAP.securityEnabled=true
com.ibm.SOAP.authenticationTarget=BasicAuth
com.ibm.SOAP.loginUserid=wasadmin
com.ibm.SOAP.loginPassword=${leakSoap ? cred('password', pick([plainPassword(), wasXor(plainPassword())]), 'wsadmin SOAP loginPassword in soap.client.props') : ''}
com.ibm.SOAP.loginSource=prompt
com.ibm.SOAP.requestTimeout=180
`);
  file('ops/websphere/profiles/AppSrv01/properties/sas.client.props', `com.ibm.CORBA.securityEnabled=true
com.ibm.CORBA.authenticationTarget=BasicAuth
com.ibm.CORBA.loginSource=properties
com.ibm.CORBA.loginUserid=wasadmin
com.ibm.CORBA.loginPassword=${chance(0.35) ? cred('password', wasXor(plainPassword()), 'RMI loginPassword in {xor} encoding in sas.client.props') : wasAes()}
com.ibm.ssl.alias=DefaultSSLSettings
`);
  const leakPy = chance(0.35);
  file('ops/websphere/scripts/create_datasource.py', `# wsadmin -lang jython -f create_datasource.py
import sys

cell = AdminControl.getCell()
node = AdminControl.getNode()

def createAuthAlias(alias, user, password):
    security = AdminConfig.getid('/Cell:%s/Security:/' % cell)
    attrs = [['alias', alias], ['userId', user], ['password', password], ['description', 'created by script']]
    return AdminConfig.create('JAASAuthData', security, attrs)

createAuthAlias('%s/ARCHIVE_DB' % node, 'ARCHIVE_APP', ${leakPy ? `'${cred('password', plainPassword(), 'password literal passed to a wsadmin Jython call')}'` : 'sys.argv[0]'})
AdminConfig.save()
`);
  file('ops/websphere/profiles/AppSrv01/properties/was.policy', `grant codeBase "file:\${application}" {
  permission java.security.AllPermission;
};
`);
}
{
  // IIS applicationHost.config: app pool identities, virtual directories.
  const leakVd = chance(0.35);
  file('ops/iis/applicationHost.config', `<?xml version="1.0" encoding="UTF-8"?>
<configuration>
  <configProtectedData>
    <providers>
      <add name="IISCngProvider" type="Microsoft.ApplicationHost.CngProtectedConfigurationProvider" description="Uses Win32 Crypto CNG to encrypt and decrypt" keyContainerName="iisCngConfigurationKey" useMachineContainer="true" />
    </providers>
  </configProtectedData>
  <system.applicationHost>
    <applicationPools>
      <add name="PolicyPortal" managedRuntimeVersion="v4.0">
        <processModel identityType="SpecificUser" userName="${DOMAIN}\\svc_policyportal" password="${iisEnc()}" />
      </add>
      <add name="AgentPortal" managedRuntimeVersion="v4.0">
        <processModel identityType="ApplicationPoolIdentity" />
      </add>
    </applicationPools>
    <sites>
      <site name="Default Web Site" id="1">
        <application path="/Documents" applicationPool="PolicyPortal">
          <virtualDirectory path="/" physicalPath="\\\\fs01\\Documents" userName="${DOMAIN}\\svc_docshare" password="${leakVd ? cred('service-password', plainPassword(), 'virtualDirectory password in applicationHost.config') : iisEnc()}" />
        </application>
        <bindings>
          <binding protocol="https" bindingInformation="*:443:" sslFlags="0" />
        </bindings>
      </site>
    </sites>
  </system.applicationHost>
</configuration>
`);
  const leakPs = chance(0.4);
  const pubPw = alnum(60);
  file('dotnet/PolicyPortal/docs/azure/policyportal-staging.PublishSettings', `<publishData><publishProfile profileName="${ORG}-policyportal-staging - Web Deploy" publishMethod="MSDeploy" publishUrl="${ORG}-policyportal-staging.scm.azurewebsites.net:443" msdeploySite="${ORG}-policyportal-staging" userName="$${ORG}-policyportal-staging" userPWD="${leakPs ? cred('deploy-password', pubPw, 'App Service publishing password in a .PublishSettings file') : ''}" destinationAppUrl="https://${ORG}-policyportal-staging.azurewebsites.net" SQLServerDBConnectionString="" mySQLDBConnectionString="" hostingProviderForumLink="" controlPanelLink="https://portal.azure.com" webSystem="WebSites"><databases /></publishProfile></publishData>
`);
}

// =====================================================================================
// Build tools: Maven settings.xml, Gradle properties
// =====================================================================================
const MAVEN = [['ci/maven/settings.xml', 0.35], ['tools/m2/settings.xml', 0.45], ['docs/onboarding/maven-settings-example.xml', 0], ['java/rating-ws/.mvn/settings.xml', 0.35], ['ci/agents/linux/m2-settings.xml', 0.3]];
for (const [rel, leakP] of MAVEN) {
  const example = leakP === 0;
  const servers = [['halvard-releases', 'deploy'], ['halvard-snapshots', 'deploy'], ['artifactory-remote', 'svc_maven']].map(([id, user], i) => {
    let pw;
    if (example) pw = i === 0 ? 'YOUR_LDAP_PASSWORD' : '${env.NEXUS_PASSWORD}';
    else if (chance(leakP)) {
      pw = id === 'artifactory-remote' && chance(0.5)
        ? cred('token:artifactory', V.artifactoryApiKey(), 'Artifactory API key as a Maven server password')
        : cred('repository-password', plainPassword(), 'Maven settings.xml server password');
    } else pw = pick([mavenEncrypted(), '${env.NEXUS_PASSWORD}', mavenEncrypted()]);
    return `    <server>\n      <id>${id}</id>\n      <username>${user}</username>\n      <password>${pw}</password>\n    </server>`;
  });
  const sonar = !example && rel.startsWith('ci/') && chance(0.35)
    ? `\n  <profiles>\n    <profile>\n      <id>sonar</id>\n      <properties>\n        <sonar.host.url>https://sonar.${ORG}.local</sonar.host.url>\n        <sonar.login>${cred('token:sonarqube', V.sonar(), 'SonarQube token as sonar.login in settings.xml')}</sonar.login>\n      </properties>\n    </profile>\n  </profiles>`
    : '';
  file(rel, `<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://maven.apache.org/SETTINGS/1.2.0 https://maven.apache.org/xsd/settings-1.2.0.xsd">
  <servers>
${servers.join('\n')}
  </servers>
  <mirrors>
    <mirror>
      <id>artifactory-remote</id>
      <mirrorOf>*</mirrorOf>
      <url>https://artifactory.${ORG}.local/artifactory/maven-remote</url>
    </mirror>
  </mirrors>${sonar}
</settings>
`);
}
file('ci/maven/settings-security.xml', `<settingsSecurity>
  <master>{${b64pad(33)}}</master>
</settingsSecurity>
`);
{
  const dir = 'java/eai-bus';
  const lines = ['org.gradle.jvmargs=-Xmx2g -Dfile.encoding=UTF-8', 'org.gradle.parallel=true', 'version=7.3.0-SNAPSHOT', `artifactoryUrl=https://artifactory.${ORG}.local/artifactory`, 'artifactoryUser=svc_gradle'];
  lines.push(chance(0.4) ? `artifactoryPassword=${cred('token:artifactory', V.jfrogToken(), 'JFrog access token in gradle.properties')}` : 'artifactoryPassword=');
  lines.push('systemProp.http.proxyHost=proxy.halvard.local', 'systemProp.http.proxyPort=3128', `systemProp.http.proxyUser=${DOMAIN}\\\\svc_build`);
  lines.push(chance(0.35) ? `systemProp.http.proxyPassword=${cred('proxy-password', plainPassword(), 'proxy password system property in gradle.properties')}` : '# systemProp.http.proxyPassword is set on the agents');
  lines.push('signing.keyId=' + from(HEXU, 8), 'signing.secretKeyRingFile=/home/build/.gnupg/secring.gpg');
  lines.push(chance(0.35) ? `signing.password=${cred('signing-password', password(), 'signing.password in gradle.properties')}` : 'signing.password=');
  file(`${dir}/gradle.properties`, lines.join('\n') + '\n');
  file(`${dir}/gradle/wrapper/gradle-wrapper.properties`, `distributionBase=GRADLE_USER_HOME
distributionPath=wrapper/dists
distributionSha256Sum=${hex(64)}
distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin.zip
zipStoreBase=GRADLE_USER_HOME
zipStorePath=wrapper/dists
`);
  file(`${dir}/build.gradle`, `plugins {
    id 'java'
    id 'maven-publish'
    id 'com.jfrog.artifactory' version '5.1.10'
}

group = 'uk.co.halvard'

repositories {
    maven {
        url "\${artifactoryUrl}/libs-release"
        credentials {
            username = artifactoryUser
            password = artifactoryPassword
        }
    }
}

dependencies {
    implementation 'org.apache.camel:camel-core:3.21.2'
    implementation 'com.ibm.mq:com.ibm.mq.allclient:9.3.4.1'
}
`);
  const leakMq = chance(0.4);
  file(`${dir}/src/main/resources/camel-context.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<beans xmlns="http://www.springframework.org/schema/beans" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
       xsi:schemaLocation="http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans.xsd">
  <bean id="mqConnectionFactory" class="com.ibm.mq.jms.MQConnectionFactory">
    <property name="hostName" value="mq01.${ORG}.local" />
    <property name="port" value="1414" />
    <property name="queueManager" value="QM_EAI" />
    <property name="channel" value="EAI.SVRCONN" />
    <property name="transportType" value="1" />
  </bean>
  <bean id="mqCredentials" class="org.springframework.jms.connection.UserCredentialsConnectionFactoryAdapter">
    <property name="targetConnectionFactory" ref="mqConnectionFactory" />
    <property name="username" value="eaiapp" />
    <property name="password" value="${leakMq ? cred('broker-password', plainPassword(), 'IBM MQ password in a Spring bean property') : '${mq.password}'}" />
  </bean>
  <bean id="ftpRoute" class="uk.co.halvard.eai.routes.BordereauRoute">
    <property name="uri" value="${chance(0.35) ? `sftp://bordereau@sftp.lloyds-gateway.example:22/inbound?password=${cred('sftp-password', plainPassword(), 'password in a Camel sftp endpoint URI')}` : 'sftp://bordereau@sftp.lloyds-gateway.example:22/inbound?privateKeyFile=/etc/halvard/keys/bordereau'}&amp;delete=true" />
  </bean>
</beans>
`);
  file(`${dir}/src/main/resources/log4j2.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<Configuration status="WARN">
  <Appenders>
    <Console name="Console" target="SYSTEM_OUT">
      <PatternLayout pattern="%d{HH:mm:ss.SSS} [%t] %-5level %logger{36} - %msg%n" />
    </Console>
    <SMTP name="Mail" subject="EAI bus error" to="eai-support@${ORG}.co.uk" from="eai@${ORG}.co.uk"
          smtpHost="smtp.office365.com" smtpPort="587" smtpProtocol="smtp" smtpUsername="eai@${ORG}.co.uk"
          smtpPassword="${chance(0.35) ? cred('smtp-password', plainPassword(), 'log4j2 SMTP appender smtpPassword') : '${env:SMTP_PASSWORD}'}" bufferSize="50" />
  </Appenders>
  <Loggers>
    <Root level="info">
      <AppenderRef ref="Console" />
      <AppenderRef ref="Mail" level="error" />
    </Root>
  </Loggers>
</Configuration>
`);
}
// A developer's ~/.gradle/gradle.properties copied into docs.
file('docs/onboarding/gradle-home.properties', `# Copy to ~/.gradle/gradle.properties and fill in your own values
artifactoryUser=<your-username>
artifactoryPassword=<your-api-key>
ossrhUsername=
ossrhPassword=
`);

// =====================================================================================
// Jenkins: Jenkinsfiles per application, credentials.xml, JCasC, job config.xml
// =====================================================================================
const PIPELINE_APPS = [...SPRING.map(([s]) => `java/${s}`), ...TOMCAT_APPS.map((a) => `java/${a}`), ...CORE.map((a) => `dotnet/${a}`)];
for (const appDir of PIPELINE_APPS) {
  const name = appDir.split('/')[1];
  const dotnet = appDir.startsWith('dotnet/');
  const mode = int(5);
  const leak = chance(0.25);
  let env = `        SONAR_HOST_URL = 'https://sonar.${ORG}.local'\n`;
  let steps;
  if (leak && mode === 0) {
    env += `        SONAR_TOKEN = '${cred('token:sonarqube', V.sonar(), 'SonarQube token in a Jenkinsfile environment block')}'\n`;
  } else {
    env += `        SONAR_TOKEN = credentials('sonar-token')\n`;
  }
  if (leak && mode === 1) {
    steps = `                sh "curl -fsS -u deploy:${cred('repository-password', plainPassword(), 'curl -u user:password in a Jenkinsfile sh step')} --upload-file target/${name}.war https://nexus.${ORG}.local/repository/wars/${name}.war"`;
  } else if (leak && mode === 2) {
    steps = `                bat "dotnet nuget push **/*.nupkg --source Halvard --api-key ${cred('token:azure-devops', V.azureDevopsPat(), 'Azure DevOps PAT as a nuget push --api-key in a Jenkinsfile')}"`;
  } else if (leak && mode === 3) {
    steps = `                sh "octo push --package ${name}.zip --server https://octopus.${ORG}.local --apiKey ${cred('token:octopus', V.octopus(), 'Octopus Deploy API key in a Jenkinsfile')}"`;
  } else if (leak && mode === 4) {
    steps = `                sh "docker login -u halvardci -p ${cred('token:dockerhub', V.dockerHub(), 'Docker Hub token in docker login -p')} && docker push halvard/${name}:\${BUILD_NUMBER}"`;
  } else {
    steps = `                withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {
                    sh 'curl -fsS -u "$NEXUS_USER:$NEXUS_PASS" --upload-file target/${name}.war https://nexus.${ORG}.local/repository/wars/${name}.war'
                }`;
  }
  file(`${appDir}/Jenkinsfile`, `pipeline {
    agent { label '${dotnet ? 'windows' : 'linux'} && docker' }
    options { timestamps(); buildDiscarder(logRotator(numToKeepStr: '20')) }
    environment {
${env}    }
    stages {
        stage('Build') {
            steps {
                ${dotnet ? 'bat "dotnet build -c Release"' : "sh './mvnw -B -s ci/maven/settings.xml verify'"}
            }
        }
        stage('Sonar') {
            steps {
                ${dotnet ? 'bat "dotnet sonarscanner begin /k:' + name + ' /d:sonar.token=%SONAR_TOKEN%"' : "sh './mvnw -B sonar:sonar -Dsonar.token=$SONAR_TOKEN'"}
            }
        }
        stage('Publish') {
            when { branch 'main' }
            steps {
${steps}
            }
        }
    }
    post {
        failure { mail to: 'builds@${ORG}.co.uk', subject: "Failed: \${env.JOB_NAME} #\${env.BUILD_NUMBER}", body: "\${env.BUILD_URL}" }
    }
}
`);
}
{
  const entries = [];
  entries.push(`        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>nexus-deploy</id>
          <description>Nexus deploy user</description>
          <username>deploy</username>
          <password>${jenkinsSecret()}</password>
        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>`);
  entries.push(`        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>sonar-token</id>
          <description>SonarQube analysis token</description>
          <secret>${jenkinsSecret()}</secret>
        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>`);
  file('ci/jenkins/home/credentials.xml', `<?xml version='1.1' encoding='UTF-8'?>
<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@1319.v7eb_51b_3a_c97b_">
  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">
    <entry>
      <com.cloudbees.plugins.credentials.domains.Domain>
        <specifications/>
      </com.cloudbees.plugins.credentials.domains.Domain>
      <java.util.concurrent.CopyOnWriteArrayList>
${entries.join('\n')}
      </java.util.concurrent.CopyOnWriteArrayList>
    </entry>
  </domainCredentialsMap>
</com.cloudbees.plugins.credentials.SystemCredentialsProvider>
`);
  // JCasC: a careful one for prod controllers, a pasted one for the old test controller.
  for (const [ctl, leakP] of [['prod', 0.1], ['test', 0.5]]) {
    const leakA = chance(leakP);
    const leakB = chance(leakP);
    const leakC = chance(leakP);
    file(`ci/jenkins/casc/${ctl}/jenkins.yaml`, `jenkins:
  systemMessage: "Halvard ${ctl} controller — managed by JCasC"
  securityRealm:
    ldap:
      configurations:
        - server: "ldaps://dc01.${ORG}.local:636"
          rootDN: "DC=${ORG},DC=local"
          managerDN: "CN=svc_jenkins,OU=Service Accounts,DC=${ORG},DC=local"
          managerPasswordSecret: "${leakA ? cred('ldap-bind-password', password(), 'JCasC LDAP managerPasswordSecret literal') : '${LDAP_MANAGER_PASSWORD}'}"
          userSearch: "sAMAccountName={0}"
credentials:
  system:
    domainCredentials:
      - credentials:
          - string:
              scope: GLOBAL
              id: "slack-token"
              secret: "${leakB ? cred('token:slack', `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`, 'Slack bot token as a JCasC string credential') : '${SLACK_TOKEN}'}"
          - usernamePassword:
              scope: GLOBAL
              id: "bitbucket"
              username: "halvard-ci"
              password: "${leakC ? cred('token:bitbucket', V.bitbucket(), 'Bitbucket app password in JCasC') : '${BITBUCKET_APP_PASSWORD}'}"
          - string:
              scope: GLOBAL
              id: "github-token"
              secret: "${chance(leakP * 0.6) ? cred('token:github', V.ghp(), 'GitHub PAT as a JCasC string credential') : '${readFile:/run/secrets/github-token}'}"
unclassified:
  slackNotifier:
    teamDomain: "${ORG}"
    tokenCredentialId: "slack-token"
  sonarGlobalConfiguration:
    installations:
      - name: "sonar"
        serverUrl: "https://sonar.${ORG}.local"
        credentialsId: "sonar-token"
`);
  }
  const JOBS = ['nightly-db-refresh', 'release-policyportal', 'deploy-wildfly', 'jira-sync', 'smoke-tests'];
  for (const job of JOBS) {
    const leak = chance(0.3);
    let body;
    if (job === 'jira-sync') {
      body = leak ? `curl -s -u ci-bot@${ORG}.co.uk:${cred('token:atlassian', V.atlassian(), 'Atlassian API token in a freestyle job shell step')} https://${ORG}.atlassian.net/rest/api/3/search?jql=project=POL` : `curl -s -u ci-bot@${ORG}.co.uk:$JIRA_TOKEN https://${ORG}.atlassian.net/rest/api/3/search?jql=project=POL`;
    } else if (job === 'nightly-db-refresh') {
      body = leak ? `sqlcmd -S ${dbHost('Test')} -U sa -P ${cred('db-password', plainPassword(), 'sqlcmd -P in a job config.xml')} -i refresh.sql` : `sqlcmd -S ${dbHost('Test')} -E -i refresh.sql`;
    } else if (job === 'deploy-wildfly') {
      body = leak ? `$JBOSS_HOME/bin/jboss-cli.sh --connect --controller=wildfly-uat:9990 --user=deployer --password=${cred('password', plainPassword(), 'jboss-cli --password in a job config.xml')} --command="deploy rating-ws.war --force"` : `$JBOSS_HOME/bin/jboss-cli.sh --connect --controller=wildfly-uat:9990 --user=deployer --password=$WILDFLY_PASSWORD --command="deploy rating-ws.war --force"`;
    } else {
      body = `./mvnw -B verify -Dtest.env=${job === 'smoke-tests' ? 'uat' : 'ci'}`;
    }
    file(`ci/jenkins/jobs/${job}/config.xml`, `<?xml version='1.1' encoding='UTF-8'?>
<project>
  <description>${job}</description>
  <keepDependencies>false</keepDependencies>
  <scm class="hudson.scm.NullSCM"/>
  <triggers>
    <hudson.triggers.TimerTrigger>
      <spec>H 2 * * *</spec>
    </hudson.triggers.TimerTrigger>
  </triggers>
  <builders>
    <hudson.tasks.Shell>
      <command>${body.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}</command>
    </hudson.tasks.Shell>
  </builders>
  <buildWrappers>
    <org.jenkinsci.plugins.credentialsbinding.impl.SecretBuildWrapper plugin="credentials-binding@657.v2b_19db_7d6e6d">
      <bindings>
        <org.jenkinsci.plugins.credentialsbinding.impl.StringBinding>
          <credentialsId>jira-token</credentialsId>
          <variable>JIRA_TOKEN</variable>
        </org.jenkinsci.plugins.credentialsbinding.impl.StringBinding>
      </bindings>
    </org.jenkinsci.plugins.credentialsbinding.impl.SecretBuildWrapper>
  </buildWrappers>
</project>
`);
  }
}
file('azure-pipelines/claimsapi.yml', `trigger:
  branches:
    include: [main]

pool:
  vmImage: windows-latest

variables:
  - group: claimsapi-secrets
  - name: buildConfiguration
    value: Release

steps:
  - task: replacetokens@5
    inputs:
      targetFiles: '**/appsettings.*.json'
      tokenPattern: 'octopus'
  - task: DotNetCoreCLI@2
    inputs:
      command: publish
      arguments: '-c $(buildConfiguration) -o $(Build.ArtifactStagingDirectory)'
  - task: AzureWebApp@1
    inputs:
      azureSubscription: 'halvard-prod-sc'
      appName: 'halvard-claimsapi-prod'
      package: '$(Build.ArtifactStagingDirectory)/**/*.zip'
`);

// =====================================================================================
// Databases: SQL Server logins, linked servers, Oracle users, SSIS configurations, SSDT profiles
// =====================================================================================
const DATABASES = ['PolicyDB', 'ClaimsDB', 'BillingDB', 'BrokerDB', 'DWH', 'RatingDB'];
for (const db of DATABASES) {
  const dir = `db/${db}`;
  const logins = [['svc_' + db.toLowerCase().replace('db', '') + '_app', 'db_datareader, db_datawriter'], ['rpt_' + db.toLowerCase().replace('db', ''), 'db_datareader']];
  const body = logins.map(([login, roles]) => {
    const mode = int(4);
    const leak = chance(0.35);
    let pw;
    if (leak) pw = `N'${cred('db-password', plainPassword(), 'CREATE LOGIN ... WITH PASSWORD literal in a SQL script')}'`;
    else if (mode === 0) pw = `0x0200${hex(136).toUpperCase()} HASHED`;
    else if (mode === 1) pw = `N'$(${login.toUpperCase()}_PASSWORD)'`;
    else pw = `N'<set-by-dba>'`;
    return `IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'${login}')
BEGIN
    CREATE LOGIN [${login}] WITH PASSWORD = ${pw}, DEFAULT_DATABASE = [${db}], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [${db}];
GO
CREATE USER [${login}] FOR LOGIN [${login}];
${roles.split(', ').map((r) => `ALTER ROLE [${r}] ADD MEMBER [${login}];`).join('\n')}
GO`;
  }).join('\n\n');
  file(`${dir}/Security/001_create_logins.sql`, `-- ${db}: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "${db}"
SET NOCOUNT ON;
GO

${body}
`);
  file(`${dir}/Tables/dbo.AuditLog.sql`, `CREATE TABLE [dbo].[AuditLog]
(
    [Id] BIGINT IDENTITY(1,1) NOT NULL CONSTRAINT [PK_AuditLog] PRIMARY KEY,
    [At] DATETIME2(3) NOT NULL CONSTRAINT [DF_AuditLog_At] DEFAULT SYSUTCDATETIME(),
    [Actor] NVARCHAR(128) NOT NULL,
    [Action] NVARCHAR(64) NOT NULL,
    [PasswordHash] VARBINARY(64) NULL,
    [Detail] NVARCHAR(MAX) NULL
);
`);
  const leakPub = chance(0.3);
  file(`${dir}/${db}.Test.publish.xml`, `<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="Current" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <IncludeCompositeObjects>True</IncludeCompositeObjects>
    <TargetDatabaseName>${db}</TargetDatabaseName>
    <DeployScriptFileName>${db}.sql</DeployScriptFileName>
    <TargetConnectionString>Data Source=${dbHost('Test')};${leakPub ? `User ID=sa;Password=${cred('connection-string', plainPassword(), 'SSDT publish profile TargetConnectionString password')}` : 'Integrated Security=True'};Persist Security Info=False;Pooling=False;Encrypt=True;TrustServerCertificate=True</TargetConnectionString>
    <BlockOnPossibleDataLoss>True</BlockOnPossibleDataLoss>
    <ProfileVersionNumber>1</ProfileVersionNumber>
  </PropertyGroup>
</Project>
`);
}
{
  const leak = chance(0.4);
  file('db/DWH/Security/010_linked_servers.sql', `-- Linked servers used by the nightly DWH load.
EXEC master.dbo.sp_addlinkedserver @server = N'LEDGER', @srvproduct = N'Oracle', @provider = N'OraOLEDB.Oracle', @datasrc = N'ora-ledger.${ORG}.local:1521/LEDGER';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'LEDGER', @useself = N'False', @locallogin = NULL, @rmtuser = N'DWH_READ', @rmtpassword = ${leak ? `N'${cred('db-password', plainPassword(), 'sp_addlinkedsrvlogin @rmtpassword literal')}'` : `N'$(LEDGER_DWH_PASSWORD)'`};
GO
EXEC master.dbo.sp_addlinkedserver @server = N'CRM', @srvproduct = N'', @provider = N'SQLNCLI11', @datasrc = N'crm-sql.${ORG}.local';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'CRM', @useself = N'True';
GO
`);
  const leakO = chance(0.4);
  const leakO2 = chance(0.35);
  file('db/LEDGER/oracle/01_users.sql', `-- LEDGER schema owners and application users (run as SYSDBA)
WHENEVER SQLERROR EXIT SQL.SQLCODE
CREATE USER LEDGER_APP IDENTIFIED BY ${leakO ? `"${cred('db-password', plainPassword(), 'Oracle CREATE USER ... IDENTIFIED BY literal')}"` : '&&ledger_app_password'}
  DEFAULT TABLESPACE LEDGER_DATA QUOTA UNLIMITED ON LEDGER_DATA;
GRANT CREATE SESSION TO LEDGER_APP;
CREATE USER DWH_READ IDENTIFIED BY VALUES 'S:${hex(60).toUpperCase()};T:${hex(160).toUpperCase()}';
GRANT CREATE SESSION, SELECT ANY TABLE TO DWH_READ;
ALTER USER REINS_READ IDENTIFIED BY ${leakO2 ? cred('db-password', plainPassword(), 'Oracle ALTER USER ... IDENTIFIED BY literal') : '&&reins_read_password'} ACCOUNT UNLOCK;
`);
  file('db/LEDGER/oracle/tnsnames.ora', `LEDGER =
  (DESCRIPTION =
    (ADDRESS = (PROTOCOL = TCP)(HOST = ora-ledger.${ORG}.local)(PORT = 1521))
    (CONNECT_DATA = (SERVER = DEDICATED)(SERVICE_NAME = LEDGER))
  )
`);
  for (const pkg of ['LoadPolicies', 'LoadClaims', 'ExportBordereau']) {
    const leakS = chance(0.35);
    file(`db/DWH/SSIS/${pkg}.dtsConfig`, `<?xml version="1.0"?>
<DTSConfiguration>
  <DTSConfigurationHeading>
    <DTSConfigurationFileInfo GeneratedBy="${DOMAIN}\\dwh.dev" GeneratedFromPackageName="${pkg}" GeneratedFromPackageID="{${guid()}}" GeneratedDate="3/14/2019 10:22:41 AM" />
  </DTSConfigurationHeading>
  <Configuration ConfiguredType="Property" Path="\\Package.Connections[DWH].Properties[ConnectionString]" ValueType="String">
    <ConfiguredValue>Data Source=${dbHost('Production')};Initial Catalog=DWH;Provider=SQLNCLI11.1;Integrated Security=SSPI;</ConfiguredValue>
  </Configuration>
  <Configuration ConfiguredType="Property" Path="\\Package.Connections[LEDGER].Properties[Password]" ValueType="String">
    <ConfiguredValue>${leakS ? cred('db-password', plainPassword(), 'SSIS .dtsConfig connection Password property') : ''}</ConfiguredValue>
  </Configuration>
</DTSConfiguration>
`);
  }
}

// =====================================================================================
// Deployment: PowerShell per application, .bat / .cmd scripts
// =====================================================================================
const PS_APPS = [...WEBFORMS, ...CORE, ...DESKTOP.slice(0, 3)];
for (const app of PS_APPS) {
  const mode = int(6);
  const leak = chance(0.3);
  let credBlock;
  if (leak && mode <= 1) {
    credBlock = `$password = ConvertTo-SecureString "${cred('deploy-password', plainPassword(), 'ConvertTo-SecureString -AsPlainText literal in a deploy script')}" -AsPlainText -Force
$credential = New-Object System.Management.Automation.PSCredential ("${DOMAIN}\\svc_deploy", $password)`;
  } else if (leak && mode === 2) {
    credBlock = `$credential = New-Object System.Management.Automation.PSCredential ("${DOMAIN}\\svc_deploy", (ConvertTo-SecureString '${cred('deploy-password', plainPassword(), 'inline PSCredential with a literal password')}' -AsPlainText -Force))`;
  } else if (leak && mode === 3) {
    credBlock = `$credential = Get-Credential -UserName "${DOMAIN}\\svc_deploy" -Message "Deploy account"
Invoke-Sqlcmd -ServerInstance "${dbHost('Staging')}" -Database "${app}" -Username "sa" -Password "${cred('db-password', plainPassword(), 'Invoke-Sqlcmd -Password literal')}" -InputFile ".\\migrations.sql"`;
  } else if (leak && mode === 4) {
    credBlock = `$credential = Import-Clixml -Path "$env:USERPROFILE\\deploy.cred"
$env:OCTOPUS_CLI_API_KEY = "${cred('token:octopus', V.octopus(), 'Octopus API key assigned in a PowerShell script')}"`;
  } else if (leak && mode === 5) {
    credBlock = `$credential = Import-Clixml -Path "$env:USERPROFILE\\deploy.cred"
$storageKey = "${cred('azure-storage-key', V.azureStorageKey(), 'Azure storage key in a PowerShell variable')}"
$ctx = New-AzStorageContext -StorageAccountName "${ORG}deploy" -StorageAccountKey $storageKey`;
  } else if (mode === 0) {
    credBlock = `$secure = "${secureStringExport()}" | ConvertTo-SecureString
$credential = New-Object System.Management.Automation.PSCredential ("${DOMAIN}\\svc_deploy", $secure)`;
  } else if (mode === 1) {
    credBlock = `$password = ConvertTo-SecureString $env:DEPLOY_PASSWORD -AsPlainText -Force
$credential = New-Object System.Management.Automation.PSCredential ("${DOMAIN}\\svc_deploy", $password)`;
  } else {
    credBlock = `$credential = Get-Secret -Name "svc_deploy" -Vault CyberArk`;
  }
  file(`deploy/powershell/Deploy-${app}.ps1`, `<#
.SYNOPSIS
    Deploys ${app} to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\\drop\\${app}.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

${credBlock}

$servers = Get-Content ".\\servers\\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying ${app} to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name '${app}' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\\Sites\\${app}' -Force
        Start-WebAppPool -Name '${app}'
    } -ArgumentList $PackagePath
}
`);
}
{
  file('deploy/powershell/modules/Halvard.Deploy/Halvard.Deploy.psd1', `@{
    RootModule        = 'Halvard.Deploy.psm1'
    ModuleVersion     = '2.4.0'
    GUID              = '${uuid()}'
    Author            = 'Group IT Delivery'
    FunctionsToExport = @('Publish-HalvardSite', 'Get-HalvardSecret')
}
`);
  const leak = chance(0.35);
  file('deploy/powershell/modules/Halvard.Deploy/Halvard.Deploy.psm1', `function Get-HalvardSecret {
    param([Parameter(Mandatory)][string]$Name)
    # CyberArk CCP: the application id is not a secret, the certificate on the agent authenticates.
    $uri = "https://ccp.${ORG}.local/AIMWebService/api/Accounts?AppID=ReleaseAgent&Safe=Delivery&Object=$Name"
    (Invoke-RestMethod -Uri $uri -CertificateThumbprint '${hex(40).toUpperCase()}').Content
}

function Publish-HalvardSite {
    param([string]$Site, [string]$Package)
    $msdeploy = "C:\\Program Files\\IIS\\Microsoft Web Deploy V3\\msdeploy.exe"
    $pw = ${leak ? `'${cred('deploy-password', plainPassword(), 'Web Deploy password literal in a PowerShell module')}'` : 'Get-HalvardSecret -Name "svc_webdeploy"'}
    & $msdeploy -verb:sync -source:package=$Package "-dest:auto,computerName=https://iis01:8172/msdeploy.axd?site=$Site,userName=${DOMAIN}\\svc_webdeploy,password=$pw,authType=Basic" -allowUntrusted
}
`);
}
const BATS = [['scripts/map-drives.cmd', 'net'], ['scripts/nightly-backup.bat', 'sqlcmd'], ['scripts/restart-ledger.cmd', 'sc'], ['scripts/ftp-upload.bat', 'ftp'],
  ['scripts/build-all.cmd', 'none'], ['scripts/refresh-test-db.bat', 'sqlcmd'], ['scripts/run-importer.cmd', 'set'], ['dotnet/BillingService/install-service.cmd', 'sc'],
  ['java/legacy-ledger/run-local.bat', 'set'], ['scripts/copy-to-dr.cmd', 'net']];
for (const [rel, kind] of BATS) {
  const leak = chance(0.4);
  const p = plainPassword();
  let body;
  if (kind === 'net') {
    body = `net use Z: \\\\fs01\\Deploy /user:${DOMAIN}\\svc_deploy ${leak ? cred('service-password', p, 'net use /user: with a literal password') : '*'} /persistent:no\nrobocopy .\\drop Z:\\drop /MIR /R:2 /W:5\nnet use Z: /delete`;
  } else if (kind === 'sqlcmd') {
    body = `sqlcmd -S ${dbHost('Test')} -U sa -P ${leak ? cred('db-password', p, 'sqlcmd -P literal in a .bat') : '%SA_PASSWORD%'} -d master -i "%~dp0backup.sql" -o "%~dp0backup.log"`;
  } else if (kind === 'sc') {
    body = `sc.exe stop LedgerBridge\nsc.exe config LedgerBridge obj= "${DOMAIN}\\svc_ledger" password= "${leak ? cred('service-password', p, 'sc config obj= password= literal') : '%SVC_LEDGER_PASSWORD%'}"\nsc.exe start LedgerBridge`;
  } else if (kind === 'ftp') {
    body = `(\n  echo open ftp.bacs-bureau.example\n  echo user halvard ${leak ? cred('ftp-password', p, 'FTP password echoed into an ftp script') : '%FTP_PASSWORD%'}\n  echo binary\n  echo put %1\n  echo bye\n) > "%TEMP%\\ftp.txt"\nftp -n -s:"%TEMP%\\ftp.txt"\ndel "%TEMP%\\ftp.txt"`;
  } else if (kind === 'set') {
    body = `set DB_USER=importer\nset DB_PASSWORD=${leak ? cred('db-password', p, 'set DB_PASSWORD= in a .cmd') : '%1'}\nset JAVA_HOME=C:\\Java\\jdk-11\n"%JAVA_HOME%\\bin\\java" -jar importer.jar --db.user=%DB_USER% --db.password=%DB_PASSWORD%`;
  } else {
    body = `msbuild Halvard.sln /p:Configuration=Release /m\nif errorlevel 1 exit /b 1\ncall mvnw.cmd -B -q package`;
  }
  file(rel, `@echo off\nsetlocal\nrem ${path.basename(rel)} — Group IT Delivery\n${body}\nendlocal\n`);
}

// =====================================================================================
// LDAP bind configuration
// =====================================================================================
{
  const leak = chance(0.4);
  file('ops/ldap/ldap.conf', `# OpenLDAP client defaults for the Linux app servers
BASE    DC=${ORG},DC=local
URI     ldaps://dc01.${ORG}.local ldaps://dc02.${ORG}.local
TLS_CACERT /etc/pki/tls/certs/halvard-root.pem
TLS_REQCERT demand
`);
  file('ops/ldap/sssd.conf', `[sssd]
services = nss, pam
domains = ${ORG}.local

[domain/${ORG}.local]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://dc01.${ORG}.local
ldap_search_base = DC=${ORG},DC=local
ldap_default_bind_dn = CN=svc_sssd,OU=Service Accounts,DC=${ORG},DC=local
ldap_default_authtok_type = ${leak ? 'password' : 'obfuscated_password'}
ldap_default_authtok = ${leak ? cred('ldap-bind-password', plainPassword(), 'sssd ldap_default_authtok clear password') : b64pad(80)}
cache_credentials = True
`);
  const leakJ = chance(0.35);
  file('java/policy-archive-viewer/src/main/resources/jndi.properties', `java.naming.factory.initial=com.sun.jndi.ldap.LdapCtxFactory
java.naming.provider.url=ldap://dc02.${ORG}.local:389
java.naming.security.authentication=simple
java.naming.security.principal=CN=svc_archive,OU=Service Accounts,DC=${ORG},DC=local
java.naming.security.credentials=${leakJ ? cred('ldap-bind-password', plainPassword(), 'JNDI java.naming.security.credentials') : '${ARCHIVE_LDAP_PASSWORD}'}
`);
  const leakW = chance(0.35);
  file('ops/wildfly/configuration/ldap-realm.cli', `/subsystem=elytron/dir-context=halvard-ad:add(url="ldaps://dc01.${ORG}.local:636", principal="CN=svc_wildfly,OU=Service Accounts,DC=${ORG},DC=local", credential-reference={clear-text="${leakW ? cred('ldap-bind-password', plainPassword(), 'Elytron dir-context credential-reference clear-text') : '${env.AD_BIND_PASSWORD}'}"})
/subsystem=elytron/ldap-realm=halvard-ad:add(dir-context=halvard-ad, identity-mapping={rdn-identifier=sAMAccountName, search-base-dn="DC=${ORG},DC=local"})
`);
  file('ops/ldap/README.md', `# LDAP binds

Service accounts bind with simple authentication over LDAPS. The bind passwords rotate every 90 days
in CyberArk (safe \`Directory-Binds\`). Example Spring config:

\`\`\`properties
spring.ldap.urls=ldaps://dc01.${ORG}.local:636
spring.ldap.username=CN=svc_example,OU=Service Accounts,DC=${ORG},DC=local
spring.ldap.password=<bind password from CyberArk>
\`\`\`
`);
}

// =====================================================================================
// Cloud credentials: AWS, Azure, GCP files and scripts
// =====================================================================================
{
  const leak = chance(0.45);
  file('ops/aws/credentials', leak
    ? `[default]\naws_access_key_id = ${cred('aws-access-key', V.awsId(), 'shared credentials file default profile')}\naws_secret_access_key = ${cred('aws-secret-key', V.awsSecret(), 'shared credentials file default profile')}\nregion = eu-west-2\n\n[example]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n`
    : `[default]\ncredential_process = /usr/local/bin/aws-vault export --format=json halvard-ops\nregion = eu-west-2\n`);
  const leakSp = chance(0.4);
  file('ops/azure/sp-halvard-deploy.json', `{
  "appId": "${uuid()}",
  "displayName": "sp-halvard-deploy",
  "password": "${leakSp ? cred('azure-client-secret', V.azureClientSecret(), 'az ad sp create-for-rbac output committed') : ''}",
  "tenant": "${uuid()}"
}
`);
  const leakGcp = chance(0.4);
  const project = `${ORG}-c360-prod`;
  file('ops/gcp/c360-bigquery-sa.json', JSON.stringify({
    type: 'service_account', project_id: project, private_key_id: hex(40),
    private_key: leakGcp ? cred('gcp-service-account', pkcs8() + '\n', 'GCP service-account key file', '-----BEGIN PRIVATE KEY-----') : '',
    client_email: `bq-loader@${project}.iam.gserviceaccount.com`, client_id: digits(21),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth', token_uri: 'https://oauth2.googleapis.com/token',
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40${project}.iam.gserviceaccount.com`,
  }, null, 2));
  const leakEnc = chance(0.35);
  const saJson = JSON.stringify({ type: 'service_account', project_id: project, private_key_id: hex(40), private_key: pkcs8() + '\n', client_email: `c360-app@${project}.iam.gserviceaccount.com` });
  file('java/customer-360/src/main/resources/application-gcp.properties', `spring.cloud.gcp.project-id=${project}
spring.cloud.gcp.credentials.${leakEnc ? `encoded-key=${cred('gcp-service-account', enc(saJson), 'base64 service-account JSON in spring.cloud.gcp.credentials.encoded-key')}` : 'location=file:/etc/halvard/gcp/c360-app.json'}
spring.cloud.gcp.bigquery.dataset-name=c360
`);
  const leakSas = chance(0.4);
  file('deploy/azure/upload-reports.sh', `#!/usr/bin/env bash
set -euo pipefail
# Uploads the nightly reports to the regulator drop container.
ACCOUNT=${ORG}regdrop
CONTAINER=inbound
SAS="${leakSas ? `sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-12-31T23:59:59Z&st=2024-01-01T00:00:00Z&spr=https&sig=${cred('azure-sas', V.sasSig(), 'Azure storage SAS token with its signature')}` : '${REGDROP_SAS:?set REGDROP_SAS}'}"
for f in out/*.csv; do
  azcopy copy "$f" "https://$ACCOUNT.blob.core.windows.net/$CONTAINER/$(basename "$f")?$SAS"
done
`);
  const leakK = chance(0.35);
  file('deploy/azure/set-appsettings.ps1', `# Sets App Service settings; values come from Key Vault references where possible.
$rg = "rg-halvard-claims-prod"
$app = "halvard-claimsapi-prod"
az webapp config appsettings set -g $rg -n $app --settings \`
  "ConnectionStrings__Default=@Microsoft.KeyVault(SecretUri=https://kv-claimsapi-prod.vault.azure.net/secrets/DbConnection/)" \`
  "Datadog__ApiKey=${leakK ? cred('token:datadog', V.datadogApi(), 'Datadog key passed to az webapp config appsettings set') : '@Microsoft.KeyVault(SecretUri=https://kv-claimsapi-prod.vault.azure.net/secrets/DatadogApiKey/)'}" \`
  "ASPNETCORE_ENVIRONMENT=Production"
`);
  const leakDt = chance(0.35);
  file('ops/monitoring/dynatrace-oneagent-install.ps1', `# OneAgent install on the Windows app servers
$installer = "C:\\Temp\\Dynatrace-OneAgent-Windows.exe"
Invoke-WebRequest -Uri "https://${from(LOW + DIG, 8)}.live.dynatrace.com/api/v1/deployment/installer/agent/windows/default/latest?arch=x86" \`
  -Headers @{ Authorization = "Api-Token ${leakDt ? cred('token:dynatrace', V.dynatrace(), 'Dynatrace API token in an Authorization header') : '$env:DT_PAAS_TOKEN'}" } -OutFile $installer
& $installer --set-host-group=halvard-iis --quiet
`);
  const leakSp2 = chance(0.35);
  file('ops/monitoring/splunk/outputs.conf', `[httpout]
httpEventCollectorToken = ${leakSp2 ? cred('token:splunk-hec', V.splunkHec(), 'Splunk HEC token (UUID named as a token)') : '$SPLUNK_HEC_TOKEN$'}
uri = https://splunk-hec.${ORG}.local:8088
`);
  file('ops/monitoring/splunk/inputs.conf', `[monitor://D:\\Logs\\*\\*.log]
index = halvard_apps
sourcetype = log4net
disabled = 0

[WinEventLog://Application]
index = wineventlog
`);
  const leakMg = chance(0.35);
  file('java/notifications/src/main/resources/application.properties', `spring.application.name=notifications
mailgun.domain=mg.${ORG}.co.uk
mailgun.api-key=${leakMg ? cred('token:mailgun', V.mailgun(), 'Mailgun key in Spring properties') : '${MAILGUN_API_KEY}'}
pagerduty.routing-key=${chance(0.3) ? cred('token:pagerduty', V.pagerdutyRouting(), 'PagerDuty routing key in Spring properties') : '${PAGERDUTY_ROUTING_KEY}'}
teams.webhook=${chance(0.3) ? cred('webhook', V.teamsHook(ORG), 'Teams webhook in Spring properties') : ''}
`);
  const leakKey = chance(0.4);
  file('ops/tomcat/prod/conf/ssl/ledger.halvard.co.uk.key', leakKey ? cred('private-key', rsaKey(), 'TLS private key committed next to the Tomcat config', '-----BEGIN RSA PRIVATE KEY-----') : `# moved to the HSM-backed keystore in 2023; see ops/tomcat/README.md\n`);
  file('ops/tomcat/prod/conf/ssl/ledger.halvard.co.uk.crt', certificate());
  file('ops/tomcat/prod/conf/ssl/halvard-root-ca.crt', certificate());
  file('dotnet/IdentityBridge/src/IdentityBridge/saml/idp-metadata.xml', `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://sts.windows.net/${uuid()}/">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data>
          <ds:X509Certificate>${certBody()}</ds:X509Certificate>
        </ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://login.microsoftonline.com/${uuid()}/saml2" />
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`);
}

// =====================================================================================
// Documentation, runbooks, tests
// =====================================================================================
const RUNBOOKS = ['policyportal-outage', 'ledger-month-end', 'wildfly-restart', 'claims-db-failover', 'certificate-renewal', 'broker-onboarding', 'jenkins-agent-rebuild', 'dr-test'];
for (const rb of RUNBOOKS) {
  const leak = chance(0.3);
  const mode = int(4);
  let snippet;
  if (leak && mode === 0) snippet = `\`\`\`powershell\nInvoke-Sqlcmd -ServerInstance ${dbHost('Production')} -Username sa -Password '${cred('db-password', plainPassword(), 'sa password in a runbook code block')}' -Query "EXEC dbo.usp_FailoverCheck"\n\`\`\``;
  else if (leak && mode === 1) snippet = `\`\`\`bash\ncurl -u admin:${cred('password', plainPassword(), 'WildFly management password in a runbook curl')} --digest http://wildfly-prd-01:9990/management --header "Content-Type: application/json" -d '{"operation":"reload"}'\n\`\`\``;
  else if (leak && mode === 2) snippet = `The break-glass account is \`${DOMAIN}\\\\bg_admin\`; its password is in the red envelope in the DR safe.\nIf the safe is not reachable, use the temporary one set during the last test: \`${cred('password', password(), 'break-glass password written in a runbook')}\`.`;
  else if (leak && mode === 3) snippet = `\`\`\`\nkeytool -importkeystore -srckeystore ledger.p12 -srcstoretype PKCS12 -srcstorepass ${cred('keystore-password', plainPassword(), 'keytool -srcstorepass in a runbook')} -destkeystore ledger.jks\n\`\`\``;
  else snippet = pick([
    `\`\`\`powershell\n$cred = Get-Credential ${DOMAIN}\\\\svc_deploy\nInvoke-Command -ComputerName iis01 -Credential $cred { iisreset }\n\`\`\``,
    `\`\`\`bash\nkeytool -list -v -keystore ledger.jks -storepass "$KEYSTORE_PASSWORD"\n\`\`\``,
    `\`\`\`bash\ncurl -u admin:<password> --digest http://wildfly-prd-01:9990/management\n\`\`\``,
    `Ask the DBA on call for the \`sa\` password; never paste it into a ticket.`,
  ]);
  file(`docs/runbooks/${rb}.md`, `# Runbook: ${rb.replace(/-/g, ' ')}

Owner: Group IT Delivery — escalation via PagerDuty service \`P${from(UP + DIG, 6)}\`.

## Steps

1. Announce in #ops-bridge.
2. Check the dashboards (Dynatrace → ${rb}).
3. Run:

${snippet}

4. Record the outcome in the incident ticket.
`);
}
file('docs/secrets-policy.md', `# Secrets policy (Group IT Delivery)

| Where | How |
|---|---|
| web.config / app.config | \`#{Token}\` replaced at release, or aspnet_regiis -pef encryption |
| appsettings.json | Key Vault references, \`@Microsoft.KeyVault(SecretUri=...)\` |
| Spring | \`\${ENV}\`, Config Server \`{cipher}...\`, Jasypt \`ENC(...)\` |
| WildFly | Elytron credential stores, \`\${VAULT::block::attribute::1}\` |
| WebSphere | J2C aliases; \`{xor}\` is NOT encryption — use \`{aes}\` (custom key) |
| Maven | \`mvn --encrypt-password\`, values \`{...}\` in settings.xml |
| Jenkins | credentials store only, \`credentials('id')\` / \`withCredentials\` |

Example of what NOT to do (values are the documentation's, not real):

\`\`\`xml
<add name="Default" connectionString="Server=myServer;Database=myDb;User Id=myUser;Password=myPassword;" />
\`\`\`

\`\`\`properties
spring.datasource.password=changeme
aws.accessKeyId=AKIAIOSFODNN7EXAMPLE
aws.secretKey=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
\`\`\`
`);
file('CHANGELOG.md', `# Changelog

## 2024.06
- PolicyPortal: machineKey moved to the release pipeline (#{MachineKeyValidation}).
- ClaimsApi: Redis and Datadog keys read from Key Vault.
- rating-ws: WS-Security password moved to the Elytron credential store.

## 2024.03
- All Spring services: Jasypt 3, ENC(...) values re-encrypted with the new master password.
`);
// Tests: fixtures with fake values, and integration tests with dummy credentials.
for (const t of ['ConnectionStringParserTests', 'PublishProfileReaderTests', 'SmtpSettingsTests']) {
  file(`dotnet/ClaimsApi/tests/ClaimsApi.Tests/${t}.cs`, `using Xunit;

namespace ClaimsApi.Tests
{
    public class ${t}
    {
        [Fact]
        public void ReadsUserAndPassword()
        {
            var parsed = ConnectionStringParser.Parse("Server=localhost;Database=Test;User Id=test_user;Password=test_password;");
            Assert.Equal("test_user", parsed.User);
            Assert.Equal("test_password", parsed.Password);
        }

        [Fact]
        public void MasksPasswordInLogs()
        {
            var masked = Redactor.Mask("smtp password=dummy-password-for-tests");
            Assert.DoesNotContain("dummy-password-for-tests", masked);
        }
    }
}
`);
}
file('java/quote-service/src/test/resources/application-test.yml', `spring:
  datasource:
    url: jdbc:h2:mem:quotes;MODE=MSSQLServer
    username: sa
    password: ""
  rabbitmq:
    username: guest
    password: guest
app:
  jwt:
    secret: test-secret-not-used-outside-unit-tests
`);
file('java/underwriting-engine/src/test/java/uk/co/halvard/uw/LdapAuthIT.java', `package uk.co.halvard.uw;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.TestPropertySource;

@SpringBootTest
@TestPropertySource(properties = {
    "spring.ldap.embedded.base-dn=dc=example,dc=org",
    "spring.ldap.embedded.credential.username=uid=admin",
    "spring.ldap.embedded.credential.password=secret",
})
class LdapAuthIT {
    @Test
    void bindsAgainstEmbeddedServer() {
    }
}
`);

// =====================================================================================
// README-SET.md
// =====================================================================================
const README = `# heldout9: an enterprise Java / .NET legacy estate

Written blind by \`bench/secrets/make-heldout9.mjs\` (seed 9909): the generator was written and the set
committed before the writer read the scanner or its rules. Every credential is random text in the
provider's published shape; none is real.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout9\` (after \`npm run build\`).
Blind (before anyone read the scanner, engine at \`77d45eba\`): recall 0.811 (167/206), 24 false alarms
in 330 files (14.55 per 200). After the fixes recorded in BENCHMARKS.md ("Secrets, ninth held-out set"):
0.981 (202/206), no false alarm. No label was changed after the blind run. The set's own \`.gitignore\` hides some of its files
(\`*.PublishSettings\`, \`secrets.json\`, \`*.key\`, \`*.user\`): add a regenerated set with \`git add -f\`.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file is part of the set.

## Labelling rules (credentials)

- Passwords in configuration wherever they are literal: web.config / app.config connection strings
  (\`Password=\`, \`Pwd=\`) and appSettings, system.net mailSettings, membership provider
  \`connectionPassword\`, forms credentials with \`passwordFormat="Clear"\`, config transforms, publish
  profiles (\`<Password>\`, \`userPWD\`), applicationHost.config virtual directories, NuGet
  \`ClearTextPassword\`, Spring properties and YAML per profile, bootstrap.yml, logback / log4j / log4j2
  SMTP appenders, Maven \`<server><password>\`, Gradle properties, Tomcat context.xml / server.xml /
  tomcat-users.xml / setenv, WildFly datasources, mail sessions, jboss-cli and Elytron \`clear-text\`,
  WebSphere \`{xor}\` values (an encoding, reversible without a key), soap/sas client props, wsadmin
  Jython, JCasC, Jenkinsfile and job shell steps, SQL \`CREATE LOGIN … WITH PASSWORD\`,
  \`sp_addlinkedsrvlogin @rmtpassword\`, Oracle \`IDENTIFIED BY\`, SSIS .dtsConfig, SSDT publish profiles,
  LDAP binds (sssd, JNDI, Spring Security \`manager-password\`), WS-Security \`PasswordText\`, CXF and
  Axis2 properties, WSS4J keystore passwords and callbacks, keystore passwords, PowerShell
  (\`ConvertTo-SecureString "…" -AsPlainText\`, \`Invoke-Sqlcmd -Password\`), .bat/.cmd (\`net use\`,
  \`sqlcmd -P\`, \`sc config password=\`, \`set DB_PASSWORD=\`, ftp scripts), runbooks.
- Keys: ASP.NET machineKey \`validationKey\`, JWT signing keys, AJP secrets, the Jasypt master password.
- Cloud and SaaS keys: AWS key ids and secrets, Azure storage keys, SAS signatures, Service Bus /
  Cosmos / Redis keys, Azure AD client secrets, Azure DevOps PATs, GCP API keys and service-account
  keys (also base64-encoded), Google OAuth secrets, reCAPTCHA secret keys, SendGrid, Twilio, Stripe,
  Braintree, PayPal, Mailchimp, Mailgun, Postmark (a UUID named as a token), Okta, Auth0, Salesforce
  consumer secrets and password+token, Algolia admin keys, Datadog, New Relic, Dynatrace, Splunk HEC
  (a UUID named as a token), PagerDuty, Slack and Teams webhooks, Slack bot tokens, GitHub, Bitbucket
  and Atlassian tokens, SonarQube, Octopus, NuGet, Artifactory / JFrog, Docker Hub.
- Private keys (a TLS key next to the Tomcat config).

## Hard negatives (not labelled) and why

- References: \`#{Token}\`, \`#{Token}#\`, \`__Token__\`, \`\${ENV}\`, \`\${ENV:}\`, \`%VAR%\`, \`$(SqlCmdVar)\`,
  \`&&sqlplus_var\`, \`@Microsoft.KeyVault(…)\`, \`\${VAULT::…}\`, \`credential-reference\`, \`credentials('id')\`,
  \`withCredentials\`, \`Get-Credential\`, \`Get-Secret\`, \`Import-Clixml\`, \`\${readFile:…}\`, \`$SPLUNK_HEC_TOKEN$\`.
- Encrypted values: Jasypt \`ENC(…)\`, Config Server \`{cipher}…\`, Maven \`{…}\`, Jenkins \`{AQAAABAAAAAQ…}\`,
  WebSphere \`{aes}\`, IIS \`[enc:IISCngProvider:…:enc]\`, RsaProtectedConfigurationProvider \`CipherValue\`,
  DPAPI blobs (NuGet \`Password\`, \`EncryptedPassword\`, user settings, exported SecureStrings), Elytron
  \`MASK-…\` values, sssd \`obfuscated_password\`.
- Hashes: Tomcat digests, WildFly mgmt-users, SQL \`… HASHED\`, Oracle \`IDENTIFIED BY VALUES\`, forms
  credentials in SHA1, WS-Security \`PasswordDigest\`, package lock \`contentHash\`, wrapper sha256.
- Identifiers and public values: UUIDs (tenants, client ids, instrumentation keys, UserSecretsId,
  ProjectGuid), PublicKeyToken, strong-name PublicKey, reCAPTCHA site keys, Stripe publishable keys,
  Algolia search keys, Salesforce consumer keys, Google OAuth client ids, Twilio SIDs, certificates,
  SAML metadata, ViewState and EventValidation in captured pages.
- Placeholders and well-known defaults: \`AutoGenerate,IsolateApps\`, \`<must-be-changed>\`,
  \`changeit\`, \`guest\`, \`sa/sa\` on H2, \`Your_password123\`, \`myPassword\`, the Azurite and Cosmos
  emulator keys, \`UseDevelopmentStorage=true\`, AKIAIOSFODNN7EXAMPLE, \`YOUR_API_KEY\`, \`SG.xxx…\`,
  \`POSTMARK_API_TEST\`, test fixtures (\`test_password\`, \`secret\` on the embedded LDAP).
`;

writeSet(out, README);
