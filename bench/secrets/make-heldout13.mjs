#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout13/: a thirteenth held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules or the other sets). Seeded, so reruns give the same files.
 * Every credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout13.mjs [--seed N]
 *
 * The set is the repositories of an enterprise .NET shop: ASP.NET Core services (appsettings*.json,
 * user-secrets secrets.json, launchSettings, options classes and constants in C#), legacy ASP.NET
 * and WCF applications (web.config / app.config connectionStrings, appSettings, machineKey and
 * their transforms), PowerShell deployment scripts, Azure DevOps pipelines and variable groups,
 * Bicep and ARM templates with parameter files, Octopus and NuGet.config package-source
 * credentials, SQL Server connection strings, web-deploy publish profiles (.pubxml, .PublishSettings)
 * and SQL project publish profiles, Azure Functions local.settings.json, Azure Storage / Service
 * Bus / Event Hubs / Cosmos DB / SignalR / Cognitive Services keys, SendGrid, Twilio and Stripe in
 * C#, Windows .reg and .ini files, docker-compose for SQL Server, test projects and docs.
 * Labelling decisions: Application Insights instrumentation keys and connection strings, tenant and
 * client ids, subscription ids, UserSecretsId and project GUIDs, Twilio account SIDs and API key
 * SIDs, Stripe publishable keys, Key Vault URIs and references, the public Azurite development
 * account key, `UseDevelopmentStorage=true`, Integrated Security connection strings, DPAPI
 * EncryptedPassword blobs, protected-configuration CipherValue blobs, lockfile contentHash values,
 * public key tokens, certificate thumbprints, `AutoGenerate` machine keys, pipeline variables
 * `$(X)`, Octopus `#{X}` tokens, `__X__` token-replacement markers and test dummies in test
 * projects are NOT credentials. Passwords (SQL, SMTP, LDAP, PFX, Redis, RabbitMQ, SA), storage and
 * bus keys, SAS signatures, client secrets, API keys and tokens, signing keys and machineKey
 * validation/decryption keys are. A label is the line a scanner should report (for a PEM block,
 * its BEGIN line).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALNUM, B64, cap, DIG, HEX, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';
import { notebook, plantedSet } from './planted-set.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout13');
const draw = seededRandom(seedFromArgs(13013));
const { rnd, int, pick, from, hex, uuid } = draw;
const chance = (p) => rnd() < p;
const { cred, leakOr, file, writeSet, files, labels } = plantedSet(chance);

// ---- value makers ----
const WORDS = ['harbor', 'fjord', 'glacier', 'pine', 'aurora', 'tundra', 'lynx', 'birch', 'copper', 'granite', 'falcon',
  'meadow', 'saffron', 'cobalt', 'willow', 'ember', 'quartz', 'thistle', 'maple', 'orchid', 'raven', 'summit'];
const URLSAFE = ALNUM + '-_';
const HEXU = HEX.toUpperCase();
const B32L = 'abcdefghijklmnopqrstuvwxyz234567';
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const b64url = (s) => Buffer.from(s).toString('base64url');
/** Passwords people type and passwords generators make. XML- and connection-string-safe (no ; & < " '). */
const password = () => {
  switch (int(5)) {
    case 0: return cap(pick(WORDS)) + pick('!#%*@') + cap(pick(WORDS)) + digits(2 + int(3));
    case 1: return from(ALNUM + '!#%*-_.', 14 + int(10));
    case 2: return pick(WORDS) + '-' + pick(WORDS) + '-' + pick(WORDS) + '-' + digits(2);
    case 3: return from(UP, 1) + from(ALNUM, 10 + int(6)) + pick('!#*') + digits(2);
    default: return from(ALNUM, 16 + int(14));
  }
};
const V = {
  storageKey: () => b64(64), // 88 chars, ends ==
  busKey: () => b64(32), // 44 chars, ends =
  cosmosKey: () => b64(64),
  aadSecret: () => from(ALNUM, 3) + from(DIG, 1) + 'Q~' + from(ALNUM + '_~.-', 34),
  aadSecretOld: () => from(ALNUM + '-_.~', 34),
  sendgrid: () => 'SG.' + from(URLSAFE, 22) + '.' + from(URLSAFE, 43),
  twilioSid: () => 'AC' + hex(32),
  twilioToken: () => hex(32),
  twilioKeySid: () => 'SK' + hex(32),
  twilioKeySecret: () => from(ALNUM, 32),
  stripeLive: () => 'sk_live_' + from(ALNUM, pick([24, 99])),
  stripeRestricted: () => 'rk_live_' + from(ALNUM, 99),
  stripeWebhook: () => 'whsec_' + from(ALNUM, 32),
  stripePub: () => 'pk_live_' + from(ALNUM, 99),
  nugetKey: () => 'oy2' + from(LOW + DIG, 43),
  adoPat: () => from(B32L, 52),
  octopus: () => 'API-' + from(UP + DIG, 26 + int(6)),
  machineValidation: () => from(HEXU, 128),
  machineDecryption: () => from(HEXU, pick([48, 64])),
  jwtKey: () => (chance(0.5) ? b64(48) : from(ALNUM, 40 + int(24))),
  cognitive: () => hex(32),
  signalr: () => b64(32),
  functionKey: () => from(URLSAFE, 54) + '==',
  appInsightsApiKey: () => from(LOW + DIG, 40),
  sasSig: () => encodeURIComponent(b64(32)),
  publishPwd: () => from(ALNUM, 60),
  mapsKey: () => from(URLSAFE, 43),
  sha512b64: () => b64(64),
  thumb: () => from(HEXU, 40),
};
const AZURITE = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const pemLines = (n) => Array.from({ length: n }, () => from(B64, 64)).join('\n') + '\n' + from(B64, 24) + '==';
const rsaKey = () => `-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA${from(B64, 48)}\n${pemLines(23)}\n-----END RSA PRIVATE KEY-----`;
const pkcs8 = () => `-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ${from(B64, 14)}\n${pemLines(24)}\n-----END PRIVATE KEY-----`;
const cert = () => `-----BEGIN CERTIFICATE-----\nMIIDazCCAlOgAwIBAgIU${from(B64, 44)}\n${pemLines(18)}\n-----END CERTIFICATE-----`;

const ORG = 'Halvorsen';
const ENVS = ['dev', 'test', 'uat', 'prod'];
const region = () => pick(['westeurope', 'northeurope', 'swedencentral', 'uksouth']);
const sqlServer = (svc, env) => `sql-hlv-${svc.toLowerCase()}-${env}.database.windows.net`;
const json = (o) => JSON.stringify(o, null, 2);

// ---- connection strings ----
function sqlConn(svc, env, pw) {
  const db = `${ORG}${svc}`;
  switch (int(3)) {
    case 0: return `Server=tcp:${sqlServer(svc, env)},1433;Initial Catalog=${db};Persist Security Info=False;User ID=${svc.toLowerCase()}_app;Password=${pw};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;`;
    case 1: return `Data Source=${sqlServer(svc, env)};Initial Catalog=${db};User Id=svc_${svc.toLowerCase()};Pwd=${pw};Encrypt=true`;
    default: return `Server=sqlprod0${1 + int(4)}.corp.halvorsen.local,${pick(['1433', '14330', '1533'])};Database=${db};User ID=${svc.toLowerCase()}_rw;Password=${pw};TrustServerCertificate=True`;
  }
}
const safeSql = (svc) => pick([
  `Server=(localdb)\\MSSQLLocalDB;Database=${ORG}${svc};Trusted_Connection=True;MultipleActiveResultSets=true`,
  `Server=tcp:${sqlServer(svc, 'prod')},1433;Initial Catalog=${ORG}${svc};Authentication=Active Directory Default;Encrypt=True;`,
  `Data Source=SQLPROD02;Initial Catalog=${ORG}${svc};Integrated Security=True;TrustServerCertificate=True`,
  `Server=tcp:${sqlServer(svc, 'prod')},1433;Initial Catalog=${ORG}${svc};User ID=${svc.toLowerCase()}_app;Password=#{Sql.${svc}.Password};Encrypt=True;`,
  `Server=tcp:${sqlServer(svc, 'test')},1433;Database=${ORG}${svc};User ID=app;Password=__SqlPassword__;Encrypt=True;`,
  `Server=tcp:${sqlServer(svc, 'uat')},1433;Database=${ORG}${svc};User ID=app;Password=$(SqlAdminPassword);Encrypt=True;`,
]);
const storageConn = (acct, key) => `DefaultEndpointsProtocol=https;AccountName=${acct};AccountKey=${key};EndpointSuffix=core.windows.net`;
const busConn = (ns, key, name = 'RootManageSharedAccessKey') => `Endpoint=sb://${ns}.servicebus.windows.net/;SharedAccessKeyName=${name};SharedAccessKey=${key}`;
const cosmosConn = (acct, key) => `AccountEndpoint=https://${acct}.documents.azure.com:443/;AccountKey=${key};`;
const aiConn = () => `InstrumentationKey=${uuid()};IngestionEndpoint=https://${region()}-5.in.applicationinsights.azure.com/;LiveEndpoint=https://${region()}.livediagnostics.monitor.azure.com/;ApplicationId=${uuid()}`;
const stAcct = (svc, env) => `sthlv${svc.toLowerCase().slice(0, 8)}${env}${int(90) + 10}`;

// ---- ASP.NET Core services ----
const SERVICES = ['Orders', 'Billing', 'Inventory', 'Shipping', 'Identity', 'Notifications', 'Catalog', 'Payments',
  'Reporting', 'Customers', 'Warehouse', 'Pricing'];

function appsettings(svc, dir) {
  const env = pick(ENVS);
  const o = {
    Logging: { LogLevel: { Default: 'Information', 'Microsoft.AspNetCore': 'Warning' } },
    AllowedHosts: '*',
    ConnectionStrings: {
      [`${svc}Db`]: leakOr(0.45, 'sql-password', sqlConn(svc, env, password()), 'SQL password in appsettings.json connection string', safeSql(svc)),
    },
    ApplicationInsights: { ConnectionString: aiConn() },
    AzureAd: {
      Instance: 'https://login.microsoftonline.com/',
      TenantId: uuid(),
      ClientId: uuid(),
      ...(chance(0.5) ? { ClientSecret: leakOr(0.5, 'aad-client-secret', V.aadSecret(), 'Azure AD client secret in appsettings.json', '') } : { CallbackPath: '/signin-oidc' }),
    },
  };
  if (chance(0.5)) {
    const acct = stAcct(svc, env);
    o.ConnectionStrings.Storage = leakOr(0.5, 'azure-storage-key', storageConn(acct, V.storageKey()), 'storage account key in appsettings.json', chance(0.5) ? 'UseDevelopmentStorage=true' : `DefaultEndpointsProtocol=https;AccountName=devstoreaccount1;AccountKey=${AZURITE};BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`);
  }
  if (chance(0.45)) {
    o.ServiceBus = { Namespace: `sb-hlv-${env}`, ConnectionString: leakOr(0.55, 'servicebus-key', busConn(`sb-hlv-${env}`, V.busKey()), 'Service Bus SAS key in appsettings.json', ''), Queue: `${svc.toLowerCase()}-events` };
  }
  if (chance(0.35)) {
    o.Jwt = { Issuer: `https://auth.halvorsen.example`, Audience: `${svc.toLowerCase()}-api`, SigningKey: leakOr(0.6, 'jwt-signing-key', V.jwtKey(), 'JWT signing key in appsettings.json', '<set in Key Vault>') };
  }
  if (chance(0.3)) {
    o.Redis = { Configuration: leakOr(0.6, 'redis-password', `redis-hlv-${env}.redis.cache.windows.net:6380,password=${V.busKey()},ssl=True,abortConnect=False`, 'Azure Cache for Redis access key in a StackExchange.Redis configuration', 'localhost:6379') };
  }
  if (chance(0.25)) {
    o.Kestrel = { Certificates: { Default: { Path: 'certs/api.pfx', Password: leakOr(0.7, 'pfx-password', password(), 'Kestrel certificate (PFX) password', '') } } };
  }
  o.FeatureManagement = { NewCheckout: chance(0.5), BetaReports: false };
  o.KeyVault = { VaultUri: `https://kv-hlv-${svc.toLowerCase()}-${env}.vault.azure.net/` };
  file(`${dir}/appsettings.json`, json(o));
}

function appsettingsEnv(svc, dir) {
  const dev = {
    Logging: { LogLevel: { Default: 'Debug' } },
    ConnectionStrings: { [`${svc}Db`]: `Server=(localdb)\\MSSQLLocalDB;Database=${ORG}${svc}_Dev;Trusted_Connection=True` },
    DetailedErrors: true,
  };
  if (chance(0.3)) dev.SendGrid = { ApiKey: leakOr(0.6, 'sendgrid', V.sendgrid(), 'SendGrid key in appsettings.Development.json', 'SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'), FromAddress: 'noreply@halvorsen.example' };
  file(`${dir}/appsettings.Development.json`, json(dev));
  const prod = {
    ConnectionStrings: { [`${svc}Db`]: chance(0.5) ? `@Microsoft.KeyVault(SecretUri=https://kv-hlv-prod.vault.azure.net/secrets/${svc}Db/)` : `#{ConnectionStrings.${svc}Db}` },
    ApplicationInsights: { ConnectionString: aiConn() },
  };
  if (chance(0.3)) prod.Smtp = { Host: 'smtp.office365.com', Port: 587, UserName: `${svc.toLowerCase()}@halvorsen.example`, Password: leakOr(0.7, 'smtp-password', password(), 'SMTP password in appsettings.Production.json', '#{Smtp.Password}') };
  if (chance(0.25)) prod.CognitiveServices = { Endpoint: `https://cog-hlv-${region()}.cognitiveservices.azure.com/`, SubscriptionKey: leakOr(0.7, 'cognitive-key', V.cognitive(), 'Cognitive Services subscription key', '') };
  file(`${dir}/appsettings.Production.json`, json(prod));
}

function programCs(svc, dir) {
  const lines = [
    'using Azure.Identity;',
    'using Microsoft.EntityFrameworkCore;',
    `using ${ORG}.${svc}.Api.Options;`,
    '',
    'var builder = WebApplication.CreateBuilder(args);',
    '',
    'builder.Configuration.AddAzureKeyVault(',
    `    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-${svc.toLowerCase()}.vault.azure.net/"),`,
    '    new DefaultAzureCredential());',
    '',
    `builder.Services.AddDbContext<${svc}DbContext>(o =>`,
    `    o.UseSqlServer(builder.Configuration.GetConnectionString("${svc}Db")));`,
    `builder.Services.Configure<${svc}Options>(builder.Configuration.GetSection(${svc}Options.Section));`,
  ];
  if (chance(0.3)) {
    lines.push(leakOr(0.6, 'azure-storage-key', `var storageConnection = builder.Configuration["Storage"] ?? "${storageConn(stAcct(svc, 'prod'), V.storageKey())}";`, 'fallback storage connection string in Program.cs',
      'var storageConnection = builder.Configuration["Storage"] ?? "UseDevelopmentStorage=true";'));
    lines.push('builder.Services.AddSingleton(new Azure.Storage.Blobs.BlobServiceClient(storageConnection));');
  }
  if (chance(0.3)) {
    lines.push('builder.Services.AddAuthentication().AddJwtBearer(o => {');
    lines.push('    o.TokenValidationParameters = new TokenValidationParameters {');
    lines.push('        ValidateIssuer = true,');
    lines.push(leakOr(0.6, 'jwt-signing-key', `        IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("${V.jwtKey()}")),`, 'JWT signing key literal in Program.cs',
      '        IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(builder.Configuration["Jwt:SigningKey"]!)),'));
    lines.push('    };');
    lines.push('});');
  }
  lines.push('', 'var app = builder.Build();', 'app.MapControllers();', 'app.MapHealthChecks("/healthz");', 'app.Run();');
  file(`${dir}/Program.cs`, lines.join('\n'));
}

function optionsCs(svc, dir) {
  const lines = [
    `namespace ${ORG}.${svc}.Api.Options;`,
    '',
    `public sealed class ${svc}Options`,
    '{',
    `    public const string Section = "${svc}";`,
    `    public string BaseUrl { get; set; } = "https://${svc.toLowerCase()}.internal.halvorsen.example";`,
    '    public int RetryCount { get; set; } = 3;',
    `    public string ApiKey { get; set; } = string.Empty;`,
    `    public Guid TenantId { get; set; } = Guid.Parse("${uuid()}");`,
  ];
  if (chance(0.4)) lines.push(leakOr(0.5, 'api-key', `    public string PartnerApiKey { get; set; } = "${from(ALNUM, 32)}";`, 'partner API key as an options default', '    public string PartnerApiKey { get; set; } = "";'));
  if (chance(0.3)) lines.push(leakOr(0.6, 'password', `    public string ServiceAccountPassword { get; set; } = "${password()}";`, 'service account password as an options default', '    public string? ServiceAccountPassword { get; set; }'));
  lines.push(`    public string CertificateThumbprint { get; set; } = "${V.thumb()}";`, '}');
  file(`${dir}/Options/${svc}Options.cs`, lines.join('\n'));
}

function integrationCs(svc, dir) {
  const kind = pick(['sendgrid', 'twilio', 'stripe', 'servicebus', 'cosmos']);
  const ns = `${ORG}.${svc}.Api.Integrations`;
  const lines = [`namespace ${ns};`, ''];
  if (kind === 'sendgrid') {
    lines.push('using SendGrid;', 'using SendGrid.Helpers.Mail;', '', 'public class EmailSender', '{');
    lines.push(leakOr(0.6, 'sendgrid', `    private const string SendGridKey = "${V.sendgrid()}";`, 'SendGrid API key constant in C#', '    private readonly string SendGridKey = Environment.GetEnvironmentVariable("SENDGRID_API_KEY")!;'));
    lines.push('    public Task SendAsync(string to, string subject, string body)', '    {', '        var client = new SendGridClient(SendGridKey);',
      '        var msg = MailHelper.CreateSingleEmail(new EmailAddress("noreply@halvorsen.example"), new EmailAddress(to), subject, body, null);', '        return client.SendEmailAsync(msg);', '    }', '}');
  } else if (kind === 'twilio') {
    lines.push('using Twilio;', 'using Twilio.Rest.Api.V2010.Account;', '', 'public static class SmsSender', '{');
    lines.push(`    private const string AccountSid = "${V.twilioSid()}";`);
    lines.push(leakOr(0.65, 'twilio-auth-token', `    private const string AuthToken = "${V.twilioToken()}";`, 'Twilio auth token constant in C#', '    private static readonly string AuthToken = Environment.GetEnvironmentVariable("TWILIO_AUTH_TOKEN") ?? "";'));
    lines.push('    public static void Send(string to, string text)', '    {', '        TwilioClient.Init(AccountSid, AuthToken);',
      `        MessageResource.Create(body: text, from: new Twilio.Types.PhoneNumber("+4${digits(9)}"), to: new Twilio.Types.PhoneNumber(to));`, '    }', '}');
  } else if (kind === 'stripe') {
    lines.push('using Stripe;', '', 'public class PaymentGateway', '{');
    lines.push(`    public const string PublishableKey = "${V.stripePub()}";`);
    lines.push('    public PaymentGateway()', '    {');
    lines.push(leakOr(0.65, 'stripe-secret', `        StripeConfiguration.ApiKey = "${chance(0.7) ? V.stripeLive() : V.stripeRestricted()}";`, 'Stripe live secret key in C#', '        StripeConfiguration.ApiKey = Environment.GetEnvironmentVariable("STRIPE_SECRET_KEY");'));
    lines.push('    }');
    lines.push(leakOr(0.5, 'stripe-webhook-secret', `    private const string WebhookSecret = "${V.stripeWebhook()}";`, 'Stripe webhook signing secret in C#', '    private static readonly string WebhookSecret = Environment.GetEnvironmentVariable("STRIPE_WEBHOOK_SECRET")!;'));
    lines.push('    public Event Parse(string json, string sig) => EventUtility.ConstructEvent(json, sig, WebhookSecret);', '}');
  } else if (kind === 'servicebus') {
    lines.push('using Azure.Messaging.ServiceBus;', '', 'public sealed class EventPublisher : IAsyncDisposable', '{');
    lines.push(leakOr(0.6, 'servicebus-key', `    private readonly ServiceBusClient _client = new("${busConn('sb-hlv-prod', V.busKey(), `${svc.toLowerCase()}-sender`)}");`, 'Service Bus connection string in C#',
      '    private readonly ServiceBusClient _client = new("sb-hlv-prod.servicebus.windows.net", new Azure.Identity.DefaultAzureCredential());'));
    lines.push(`    public Task PublishAsync(string body) => _client.CreateSender("${svc.toLowerCase()}").SendMessageAsync(new ServiceBusMessage(body));`, '    public ValueTask DisposeAsync() => _client.DisposeAsync();', '}');
  } else {
    lines.push('using Microsoft.Azure.Cosmos;', '', 'public static class CosmosFactory', '{');
    lines.push(`    private const string Endpoint = "https://cosmos-hlv-${svc.toLowerCase()}.documents.azure.com:443/";`);
    lines.push(leakOr(0.6, 'cosmos-key', `    private const string PrimaryKey = "${V.cosmosKey()}";`, 'Cosmos DB primary key constant in C#', '    private static readonly string PrimaryKey = Environment.GetEnvironmentVariable("COSMOS_KEY")!;'));
    lines.push('    public static CosmosClient Create() => new(Endpoint, PrimaryKey, new CosmosClientOptions { ApplicationName = "' + svc + '" });', '}');
  }
  file(`${dir}/Integrations/${cap(kind)}Client.cs`, lines.join('\n'));
}

function csproj(svc, dir) {
  file(`${dir}/${ORG}.${svc}.Api.csproj`, [
    '<Project Sdk="Microsoft.NET.Sdk.Web">',
    '  <PropertyGroup>',
    '    <TargetFramework>net8.0</TargetFramework>',
    '    <Nullable>enable</Nullable>',
    `    <UserSecretsId>${uuid()}</UserSecretsId>`,
    `    <ProjectGuid>{${uuid().toUpperCase()}}</ProjectGuid>`,
    '  </PropertyGroup>',
    '  <ItemGroup>',
    '    <PackageReference Include="Azure.Identity" Version="1.12.0" />',
    '    <PackageReference Include="Microsoft.EntityFrameworkCore.SqlServer" Version="8.0.6" />',
    '    <PackageReference Include="Azure.Extensions.AspNetCore.Configuration.Secrets" Version="1.3.1" />',
    '  </ItemGroup>',
    '</Project>',
  ].join('\n'));
}

function launchSettings(svc, dir) {
  const env = { ASPNETCORE_ENVIRONMENT: 'Development', ASPNETCORE_URLS: `https://localhost:${5000 + int(999)}` };
  if (chance(0.3)) env.AZURE_CLIENT_SECRET = leakOr(0.6, 'aad-client-secret', V.aadSecret(), 'client secret in launchSettings environment', '');
  if (chance(0.2)) env.APPLICATIONINSIGHTS_CONNECTION_STRING = aiConn();
  file(`${dir}/Properties/launchSettings.json`, json({
    $schema: 'http://json.schemastore.org/launchsettings.json',
    profiles: { [`${ORG}.${svc}.Api`]: { commandName: 'Project', launchBrowser: false, environmentVariables: env, applicationUrl: env.ASPNETCORE_URLS } },
  }));
}

function pubxml(svc, dir) {
  const site = `app-hlv-${svc.toLowerCase()}-prod`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Project>',
    '  <PropertyGroup>',
    '    <WebPublishMethod>MSDeploy</WebPublishMethod>',
    `    <ResourceId>/subscriptions/${uuid()}/resourceGroups/rg-hlv-prod/providers/Microsoft.Web/sites/${site}</ResourceId>`,
    `    <PublishProvider>AzureWebSite</PublishProvider>`,
    `    <SiteUrlToLaunchAfterPublish>https://${site}.azurewebsites.net</SiteUrlToLaunchAfterPublish>`,
    `    <MSDeployServiceURL>${site}.scm.azurewebsites.net:443</MSDeployServiceURL>`,
    `    <DeployIisAppPath>${site}</DeployIisAppPath>`,
    `    <UserName>$${site}</UserName>`,
    '    <_SavePWD>True</_SavePWD>',
  ];
  if (chance(0.45)) lines.push(leakOr(0.7, 'publish-password', `    <Password>${V.publishPwd()}</Password>`, 'web-deploy password saved in a .pubxml', `    <EncryptedPassword>${b64(178)}</EncryptedPassword>`));
  lines.push('  </PropertyGroup>');
  if (chance(0.35)) {
    lines.push('  <ItemGroup>', `    <MSDeployParameterValue Include="${svc}Db-Web.config Connection String">`,
      leakOr(0.7, 'sql-password', `      <ParameterValue>${sqlConn(svc, 'prod', password())}</ParameterValue>`, 'SQL password in a publish profile parameter', `      <ParameterValue>${safeSql(svc)}</ParameterValue>`),
      '    </MSDeployParameterValue>', '  </ItemGroup>');
  }
  lines.push('</Project>');
  file(`${dir}/Properties/PublishProfiles/${site} - Web Deploy.pubxml`, lines.join('\n'));
}

function testProject(svc) {
  const dir = `services/${svc}/tests/${ORG}.${svc}.Tests`;
  const dummy = pick(['test-signing-key-not-secret-000000000000', 'unit-test-key-00000000000000000000000000', 'ThisIsADummyKeyForTestsOnly1234567890']);
  file(`${dir}/${svc}ServiceTests.cs`, [
    'using Xunit;',
    'using Microsoft.Extensions.Options;',
    '',
    `namespace ${ORG}.${svc}.Tests;`,
    '',
    `public class ${svc}ServiceTests`,
    '{',
    `    private const string TestConnection = "Server=(localdb)\\\\MSSQLLocalDB;Database=${svc}Tests;User Id=sa;Password=Passw0rd!;";`,
    `    private const string FakeSigningKey = "${dummy}";`,
    `    private const string FakeStripeKey = "sk_test_${'x'.repeat(24)}";`,
    `    private static readonly string StorageKey = "${AZURITE}";`,
    '',
    '    [Fact]',
    '    public void Rejects_expired_tokens()',
    '    {',
    `        var options = Options.Create(new ${svc}Options { ApiKey = "test-api-key", BaseUrl = "https://localhost" });`,
    `        var sut = new TokenValidator(options, FakeSigningKey);`,
    '        Assert.False(sut.Validate("eyJhbGciOiJIUzI1NiJ9.e30.invalid"));',
    '    }',
    '}',
  ].join('\n'));
  file(`${dir}/appsettings.Test.json`, json({
    ConnectionStrings: { [`${svc}Db`]: `Server=localhost,1433;Database=${svc}Tests;User Id=sa;Password=YourStrong!Passw0rd;TrustServerCertificate=True` },
    Jwt: { SigningKey: 'integration-tests-signing-key-0123456789abcdef' },
    SendGrid: { ApiKey: 'SG.fake-key-for-tests' },
  }));
}

function packagesLock(svc, dir) {
  const deps = {};
  for (const name of ['Azure.Identity', 'Azure.Core', 'Microsoft.EntityFrameworkCore.SqlServer', 'Microsoft.Identity.Client', 'System.Text.Json', 'Serilog.AspNetCore']) {
    deps[name] = { type: 'Direct', requested: `[${1 + int(8)}.${int(12)}.${int(9)}, )`, resolved: `${1 + int(8)}.${int(12)}.${int(9)}`, contentHash: V.sha512b64() };
  }
  file(`${dir}/packages.lock.json`, json({ version: 1, dependencies: { 'net8.0': deps } }));
}

function pipeline(svc) {
  const lines = [
    'trigger:',
    '  branches:',
    '    include: [ main ]',
    '',
    'pool:',
    "  vmImage: 'windows-latest'",
    '',
    'variables:',
    `  - group: ${svc.toLowerCase()}-prod-secrets`,
    "  - name: buildConfiguration",
    "    value: 'Release'",
    `  - name: azureSubscription`,
    `    value: 'sc-hlv-prod-${uuid().slice(0, 8)}'`,
  ];
  if (chance(0.4)) lines.push('  - name: SqlAdminPassword', leakOr(0.6, 'sql-password', `    value: '${password()}'`, 'SQL admin password as a plain pipeline variable', "    value: '$(kv-sql-admin-password)'"));
  if (chance(0.3)) lines.push('  - name: NUGET_API_KEY', leakOr(0.7, 'nuget-api-key', `    value: ${V.nugetKey()}`, 'NuGet API key as a pipeline variable', '    value: $(NuGetApiKey)'));
  lines.push('', 'steps:', "- task: UseDotNet@2", '  inputs:', "    version: '8.0.x'",
    "- script: dotnet build --configuration $(buildConfiguration)", "  displayName: 'Build'",
    "- script: dotnet test --no-build --configuration $(buildConfiguration)", "  displayName: 'Test'");
  if (chance(0.35)) {
    lines.push('- task: AzureCLI@2', '  inputs:', '    azureSubscription: $(azureSubscription)', '    scriptType: pscore', '    scriptLocation: inlineScript', '    inlineScript: |');
    lines.push(leakOr(0.6, 'aad-client-secret', `      az login --service-principal -u ${uuid()} -p "${V.aadSecret()}" --tenant ${uuid()}`, 'service principal secret inline in a pipeline script',
      '      az login --service-principal -u $(spClientId) -p "$(spClientSecret)" --tenant $(tenantId)'));
    lines.push(`      az webapp deploy --name app-hlv-${svc.toLowerCase()}-prod --src-path $(Build.ArtifactStagingDirectory)/app.zip`);
  }
  lines.push('- task: AzureWebApp@1', '  inputs:', '    azureSubscription: $(azureSubscription)', `    appName: 'app-hlv-${svc.toLowerCase()}-prod'`, "    package: '$(Build.ArtifactStagingDirectory)/**/*.zip'");
  file(`services/${svc}/azure-pipelines.yml`, lines.join('\n'));
}

function deployPs1(svc) {
  const rg = `rg-hlv-${svc.toLowerCase()}-prod`;
  const lines = [
    '#Requires -Modules Az.Accounts, Az.Websites',
    'param(',
    "    [string]$Environment = 'prod',",
    `    [string]$ResourceGroup = '${rg}'`,
    ')',
    "$ErrorActionPreference = 'Stop'",
    '',
  ];
  if (chance(0.5)) {
    lines.push(leakOr(0.6, 'pfx-password', `$pfxPassword = ConvertTo-SecureString -String '${password()}' -AsPlainText -Force`, 'PFX password in a PowerShell deploy script',
      '$pfxPassword = Read-Host -AsSecureString -Prompt "PFX password"'));
    lines.push(`Import-PfxCertificate -FilePath .\\certs\\${svc.toLowerCase()}.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $pfxPassword`);
  }
  if (chance(0.45)) {
    lines.push(`$tenantId = '${uuid()}'`, `$appId = '${uuid()}'`);
    lines.push(leakOr(0.6, 'aad-client-secret', `$secret = '${chance(0.7) ? V.aadSecret() : V.aadSecretOld()}'`, 'service principal secret in PowerShell', '$secret = $env:AZURE_CLIENT_SECRET'));
    lines.push('$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))', 'Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null');
  } else {
    lines.push('Connect-AzAccount -Identity | Out-Null');
  }
  if (chance(0.35)) {
    lines.push(leakOr(0.65, 'sql-password', `$sqlPassword = '${password()}'`, 'SQL password in a PowerShell deploy script', "$sqlPassword = (Get-AzKeyVaultSecret -VaultName 'kv-hlv-prod' -Name 'sql-admin' -AsPlainText)"));
    lines.push(`Invoke-Sqlcmd -ServerInstance '${sqlServer(svc, 'prod')}' -Database '${ORG}${svc}' -Username 'sqladmin' -Password $sqlPassword -InputFile .\\migrations.sql`);
  }
  if (chance(0.25)) {
    lines.push(leakOr(0.6, 'azure-storage-key', `$ctx = New-AzStorageContext -StorageAccountName '${stAcct(svc, 'prod')}' -StorageAccountKey '${V.storageKey()}'`, 'storage account key in PowerShell',
      `$ctx = New-AzStorageContext -StorageAccountName '${stAcct(svc, 'prod')}' -UseConnectedAccount`));
    lines.push("Set-AzStorageBlobContent -File .\\artifacts\\app.zip -Container 'releases' -Context $ctx -Force");
  }
  lines.push(`Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-${svc.toLowerCase()}-prod' -ArchivePath .\\artifacts\\app.zip -Force`);
  lines.push(`Write-Host "Deployed ${svc} to $Environment (build $(Get-Date -Format o))"`);
  file(`services/${svc}/deploy/deploy.ps1`, lines.join('\n'));
}

function bicep(svc) {
  const lines = [
    "param location string = resourceGroup().location",
    `param appName string = 'app-hlv-${svc.toLowerCase()}'`,
    '@secure()',
  ];
  lines.push(leakOr(0.3, 'sql-password', `param sqlAdminPassword string = '${password()}'`, 'Bicep secure parameter with a default value', 'param sqlAdminPassword string'));
  lines.push("param sqlAdminLogin string = 'sqladmin'", '',
    "resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {",
    `  name: 'sql-hlv-${svc.toLowerCase()}-\${uniqueString(resourceGroup().id)}'`,
    '  location: location',
    '  properties: {',
    '    administratorLogin: sqlAdminLogin',
    '    administratorLoginPassword: sqlAdminPassword',
    '  }',
    '}',
    '',
    "resource app 'Microsoft.Web/sites@2023-01-01' = {",
    '  name: appName',
    '  location: location',
    '  properties: {',
    '    siteConfig: {',
    '      appSettings: [',
    `        { name: 'APPINSIGHTS_INSTRUMENTATIONKEY', value: '${uuid()}' }`);
  if (chance(0.3)) lines.push(leakOr(0.6, 'sendgrid', `        { name: 'SENDGRID_API_KEY', value: '${V.sendgrid()}' }`, 'SendGrid key in a Bicep app setting', "        { name: 'SENDGRID_API_KEY', value: '@Microsoft.KeyVault(SecretUri=https://kv-hlv-prod.vault.azure.net/secrets/sendgrid/)' }"));
  lines.push("        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }", '      ]', '    }', '  }', '}');
  file(`services/${svc}/infra/main.bicep`, lines.join('\n'));
  const params = {
    $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#',
    contentVersion: '1.0.0.0',
    parameters: {
      appName: { value: `app-hlv-${svc.toLowerCase()}-prod` },
      sqlAdminLogin: { value: 'sqladmin' },
      sqlAdminPassword: chance(0.45)
        ? { value: leakOr(0.75, 'sql-password', password(), 'SQL admin password in an ARM parameters file', '') }
        : { reference: { keyVault: { id: `/subscriptions/${uuid()}/resourceGroups/rg-hlv-shared/providers/Microsoft.KeyVault/vaults/kv-hlv-prod` }, secretName: 'sql-admin-password' } },
    },
  };
  file(`services/${svc}/infra/main.parameters.json`, json(params));
}

function readme(svc) {
  file(`services/${svc}/README.md`, [
    `# ${ORG}.${svc}`,
    '',
    `The ${svc.toLowerCase()} service. ASP.NET Core 8, SQL Server, deployed to App Service by \`azure-pipelines.yml\`.`,
    '',
    '## Local setup',
    '',
    '```powershell',
    `dotnet user-secrets set "ConnectionStrings:${svc}Db" "Server=(localdb)\\MSSQLLocalDB;Database=${ORG}${svc};Trusted_Connection=True"`,
    'dotnet user-secrets set "SendGrid:ApiKey" "<your-sendgrid-key>"',
    'dotnet user-secrets set "AzureAd:ClientSecret" "<client-secret-from-portal>"',
    '```',
    '',
    `Storage runs on Azurite; the emulator's well-known key is \`${AZURITE}\`.`,
    '',
    `Build: ![build](https://dev.azure.com/halvorsen/${svc}/_apis/build/status/${svc}?branchName=main)`,
  ].join('\n'));
}

for (const svc of SERVICES) {
  const dir = `services/${svc}/src/${ORG}.${svc}.Api`;
  appsettings(svc, dir);
  appsettingsEnv(svc, dir);
  programCs(svc, dir);
  optionsCs(svc, dir);
  integrationCs(svc, dir);
  csproj(svc, dir);
  launchSettings(svc, dir);
  pubxml(svc, dir);
  testProject(svc);
  packagesLock(svc, dir);
  pipeline(svc);
  deployPs1(svc);
  bicep(svc);
  readme(svc);
}

// ---- user-secrets (committed by mistake) ----
for (const svc of ['Orders', 'Payments', 'Identity', 'Reporting', 'Shipping']) {
  const o = {};
  o[`ConnectionStrings:${svc}Db`] = cred('sql-password', sqlConn(svc, 'dev', password()), 'SQL password in a committed user-secrets secrets.json');
  if (chance(0.6)) o['AzureAd:ClientSecret'] = cred('aad-client-secret', V.aadSecret(), 'client secret in user-secrets');
  if (chance(0.5)) o['Stripe:SecretKey'] = cred('stripe-secret', V.stripeLive(), 'Stripe key in user-secrets');
  if (chance(0.5)) o['Twilio:AuthToken'] = cred('twilio-auth-token', V.twilioToken(), 'Twilio auth token in user-secrets');
  o['Twilio:AccountSid'] = V.twilioSid();
  o['Stripe:PublishableKey'] = V.stripePub();
  file(`tools/usersecrets/${uuid()}/secrets.json`, json(o));
}

// ---- legacy ASP.NET / WCF ----
const LEGACY = ['Intranet', 'CustomerPortal', 'EdiGateway', 'TimeSheets', 'LegacyBilling', 'DocArchive'];
function machineKey(app) {
  if (chance(0.3)) return '    <machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate,IsolateApps" validation="HMACSHA256" decryption="AES" />';
  return cred('machine-key', `    <machineKey validationKey="${V.machineValidation()}" decryptionKey="${V.machineDecryption()}" validation="HMACSHA256" decryption="AES" />`, `machineKey validation/decryption keys in ${app} web.config`);
}
for (const app of LEGACY) {
  const dir = `legacy/${app}`;
  const env = pick(ENVS);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration>',
    '  <connectionStrings>',
    leakOr(0.75, 'sql-password', `    <add name="${app}Db" connectionString="${sqlConn(app, env, password())}" providerName="System.Data.SqlClient" />`, 'SQL password in web.config connectionStrings',
      `    <add name="${app}Db" connectionString="Data Source=SQLPROD01;Initial Catalog=${app};Integrated Security=SSPI" providerName="System.Data.SqlClient" />`),
    `    <add name="Reporting" connectionString="Data Source=SQLRPT01;Initial Catalog=ReportServer;Integrated Security=True" providerName="System.Data.SqlClient" />`,
  ];
  if (chance(0.4)) lines.push(`    <add name="EntityModel" connectionString="metadata=res://*/Model.csdl|res://*/Model.ssdl|res://*/Model.msl;provider=System.Data.SqlClient;provider connection string=&quot;data source=SQLPROD03;initial catalog=${app};user id=ef_${app.toLowerCase()};password=${cred('sql-password', password(), 'password inside an EF provider connection string')};MultipleActiveResultSets=True&quot;" providerName="System.Data.EntityClient" />`);
  lines.push('  </connectionStrings>', '  <appSettings>',
    '    <add key="webpages:Version" value="3.0.0.0" />',
    '    <add key="ClientValidationEnabled" value="true" />',
    `    <add key="ida:ClientId" value="${uuid()}" />`,
    `    <add key="ida:Tenant" value="halvorsen.onmicrosoft.com" />`);
  if (chance(0.6)) lines.push(leakOr(0.7, 'aad-client-secret', `    <add key="ida:ClientSecret" value="${V.aadSecretOld()}" />`, 'client secret in web.config appSettings', '    <add key="ida:ClientSecret" value="" />'));
  if (chance(0.6)) lines.push(leakOr(0.7, 'ldap-password', `    <add key="LdapBindPassword" value="${password()}" />`, 'LDAP bind password in appSettings', '    <add key="LdapBindPassword" value="__LdapBindPassword__" />'));
  if (chance(0.5)) lines.push(leakOr(0.7, 'azure-storage-key', `    <add key="StorageConnectionString" value="${storageConn(stAcct(app, env), V.storageKey())}" />`, 'storage connection string in appSettings', '    <add key="StorageConnectionString" value="UseDevelopmentStorage=true" />'));
  if (chance(0.4)) lines.push(leakOr(0.7, 'smtp-password', `    <add key="SmtpPassword" value="${password()}" />`, 'SMTP password in appSettings', '    <add key="SmtpPassword" value="" />'));
  lines.push(`    <add key="BuildHash" value="${hex(40)}" />`, '  </appSettings>', '  <system.web>', '    <compilation targetFramework="4.8" />',
    '    <httpRuntime targetFramework="4.8" />', machineKey(app), '    <authentication mode="Forms">');
  lines.push('      <forms loginUrl="~/Account/Login" timeout="30" />', '    </authentication>', '  </system.web>');
  if (chance(0.4)) {
    lines.push('  <system.net>', '    <mailSettings>', '      <smtp from="noreply@halvorsen.example">',
      leakOr(0.7, 'smtp-password', `        <network host="smtp.office365.com" port="587" userName="${app.toLowerCase()}@halvorsen.example" password="${password()}" enableSsl="true" />`, 'SMTP password in system.net mailSettings',
        '        <network host="relay.halvorsen.local" port="25" defaultCredentials="true" />'),
      '      </smtp>', '    </mailSettings>', '  </system.net>');
  }
  lines.push('  <runtime>', '    <assemblyBinding xmlns="urn:schemas-microsoft-com:asm.v1">', '      <dependentAssembly>',
    '        <assemblyIdentity name="Newtonsoft.Json" publicKeyToken="30ad4fe6b2a6aeed" culture="neutral" />',
    '        <bindingRedirect oldVersion="0.0.0.0-13.0.0.0" newVersion="13.0.0.0" />', '      </dependentAssembly>', '    </assemblyBinding>', '  </runtime>', '</configuration>');
  file(`${dir}/Web.config`, lines.join('\n'));
  // Release transform
  file(`${dir}/Web.Release.config`, [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration xmlns:xdt="http://schemas.microsoft.com/XML-Document-Transform">',
    '  <connectionStrings>',
    leakOr(0.5, 'sql-password', `    <add name="${app}Db" connectionString="${sqlConn(app, 'prod', password())}" xdt:Transform="SetAttributes" xdt:Locator="Match(name)" />`, 'SQL password in a Web.Release.config transform',
      `    <add name="${app}Db" connectionString="#{ConnectionStrings.${app}Db}" xdt:Transform="SetAttributes" xdt:Locator="Match(name)" />`),
    '  </connectionStrings>',
    '  <system.web>',
    '    <compilation xdt:Transform="RemoveAttributes(debug)" />',
    '  </system.web>',
    '</configuration>',
  ].join('\n'));
  // protected configuration (encrypted) — not a credential
  if (chance(0.5)) {
    file(`${dir}/Web.Protected.config`, [
      '<connectionStrings configProtectionProvider="RsaProtectedConfigurationProvider">',
      '  <EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns="http://www.w3.org/2001/04/xmlenc#">',
      '    <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc" />',
      '    <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">',
      '      <EncryptedKey xmlns="http://www.w3.org/2001/04/xmlenc#">',
      '        <EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p" />',
      '        <CipherData>',
      `          <CipherValue>${b64(256)}</CipherValue>`,
      '        </CipherData>',
      '      </EncryptedKey>',
      '    </KeyInfo>',
      '    <CipherData>',
      `      <CipherValue>${b64(384)}</CipherValue>`,
      '    </CipherData>',
      '  </EncryptedData>',
      '</connectionStrings>',
    ].join('\n'));
  }
  file(`${dir}/packages.config`, ['<?xml version="1.0" encoding="utf-8"?>', '<packages>',
    '  <package id="EntityFramework" version="6.4.4" targetFramework="net48" />',
    '  <package id="Microsoft.Owin.Security.OpenIdConnect" version="4.2.2" targetFramework="net48" />',
    '  <package id="Newtonsoft.Json" version="13.0.3" targetFramework="net48" />', '</packages>'].join('\n'));
  // Global.asax.cs or a WCF client with app.config
  file(`${dir}/Global.asax.cs`, [
    'using System.Web.Mvc;', 'using System.Web.Routing;', '', `namespace ${ORG}.${app}`, '{',
    '    public class MvcApplication : System.Web.HttpApplication', '    {',
    chance(0.4) ? leakOr(0.6, 'api-key', `        internal const string GeoApiKey = "${from(ALNUM, 39)}";`, 'geocoding API key constant in Global.asax.cs', '        internal static readonly string GeoApiKey = System.Configuration.ConfigurationManager.AppSettings["GeoApiKey"];') : '        internal const string Version = "4.8.2";',
    '        protected void Application_Start()', '        {', '            AreaRegistration.RegisterAllAreas();', '            RouteConfig.RegisterRoutes(RouteTable.Routes);', '        }', '    }', '}',
  ].join('\n'));
}
for (const svc of ['EdiPoller', 'LabelPrinter', 'FtpSync', 'PayrollExport']) {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <startup>', '    <supportedRuntime version="v4.0" sku=".NETFramework,Version=v4.8" />', '  </startup>',
    '  <connectionStrings>',
    leakOr(0.7, 'sql-password', `    <add name="Main" connectionString="${sqlConn(svc, 'prod', password())}" />`, 'SQL password in app.config', '    <add name="Main" connectionString="Data Source=.;Initial Catalog=Edi;Integrated Security=True" />'),
    '  </connectionStrings>', '  <appSettings>',
    `    <add key="PollIntervalSeconds" value="${30 + int(300)}" />`,
    leakOr(0.6, 'password', `    <add key="SftpPassword" value="${password()}" />`, 'SFTP password in app.config appSettings', '    <add key="SftpPassword" value="" />'),
    `    <add key="SftpHostKeyFingerprint" value="ssh-ed25519 255 ${b64(32).replace(/=+$/, '')}" />`,
  ];
  if (chance(0.5)) lines.push(leakOr(0.7, 'servicebus-key', `    <add key="Microsoft.ServiceBus.ConnectionString" value="${busConn('sb-hlv-legacy', V.busKey())}" />`, 'Service Bus connection string in app.config', '    <add key="Microsoft.ServiceBus.ConnectionString" value="Endpoint=sb://sb-hlv-legacy.servicebus.windows.net/;Authentication=Managed Identity" />'));
  lines.push('  </appSettings>', '  <system.serviceModel>', '    <client>', `      <endpoint address="https://erp.halvorsen.local/${svc}.svc" binding="basicHttpBinding" contract="IErpService" name="Erp" />`,
    '    </client>', '  </system.serviceModel>', '</configuration>');
  file(`legacy/${svc}/App.config`, lines.join('\n'));
  file(`legacy/${svc}/Program.cs`, [
    'using System.Net;', '', `namespace ${ORG}.${svc}`, '{', '    internal static class Program', '    {', '        private static void Main()', '        {',
    leakOr(0.45, 'password', `            var credentials = new NetworkCredential("svc_${svc.toLowerCase()}", "${password()}", "HALVORSEN");`, 'NetworkCredential with a literal password',
      `            var credentials = CredentialCache.DefaultNetworkCredentials;`),
    `            var client = new ErpClient("Erp") { ClientCredentials = { Windows = { ClientCredential = credentials } } };`,
    '            client.Run();', '        }', '    }', '}',
  ].join('\n'));
}

// ---- NuGet.config ----
function nugetConfig(rel, leak) {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <packageSources>', '    <clear />',
    '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />',
    '    <add key="halvorsen" value="https://pkgs.dev.azure.com/halvorsen/_packaging/halvorsen-feed/nuget/v3/index.json" />',
    '    <add key="telerik" value="https://nuget.telerik.com/v3/index.json" />',
    '  </packageSources>', '  <packageSourceCredentials>', '    <halvorsen>', '      <add key="Username" value="build@halvorsen.example" />'];
  if (leak) lines.push(cred('azure-devops-pat', `      <add key="ClearTextPassword" value="${V.adoPat()}" />`, 'Azure DevOps PAT as a NuGet feed ClearTextPassword'));
  else lines.push('      <add key="ClearTextPassword" value="%HALVORSEN_FEED_PAT%" />');
  lines.push('    </halvorsen>', '    <telerik>', '      <add key="Username" value="licenses@halvorsen.example" />');
  lines.push(leak && chance(0.6) ? cred('password', `      <add key="ClearTextPassword" value="${password()}" />`, 'vendor feed password in NuGet.config') : '      <add key="Password" value="AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA' + b64(120) + '" />');
  lines.push('    </telerik>', '  </packageSourceCredentials>', '  <apikeys>');
  lines.push(leak && chance(0.5) ? cred('nuget-api-key', `    <add key="https://api.nuget.org/v3/index.json" value="${V.nugetKey()}" />`, 'nuget.org API key in NuGet.config apikeys') : `    <add key="https://www.nuget.org/api/v2/package" value="AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA${b64(150)}" />`);
  lines.push('  </apikeys>', '</configuration>');
  file(rel, lines.join('\n'));
}
nugetConfig('NuGet.config', false);
nugetConfig('legacy/NuGet.config', true);
nugetConfig('tools/build-agent/NuGet.Config', true);
nugetConfig('services/Payments/NuGet.config', false);

// ---- Octopus ----
file('deploy/octopus/variables.json', json({
  Variables: [
    { Name: 'ConnectionStrings.OrdersDb', Value: cred('sql-password', sqlConn('Orders', 'prod', password()), 'SQL password in an exported Octopus variable set'), Type: 'String', IsSensitive: false, Scope: { Environment: ['Environments-1'] } },
    { Name: 'Smtp.Password', Value: null, Type: 'Sensitive', IsSensitive: true, Scope: {} },
    { Name: 'Sql.Orders.Password', Value: null, Type: 'Sensitive', IsSensitive: true, Scope: {} },
    { Name: 'ApplicationInsights.InstrumentationKey', Value: uuid(), Type: 'String', IsSensitive: false, Scope: {} },
    { Name: 'Octopus.Action.Package.FeedId', Value: 'feeds-builtin', Type: 'String', IsSensitive: false, Scope: {} },
  ],
}));
file('deploy/octopus/create-release.ps1', [
  "$server = 'https://deploy.halvorsen.example'",
  cred('octopus-api-key', `$apiKey = '${V.octopus()}'`, 'Octopus API key in a release script'),
  '$headers = @{ "X-Octopus-ApiKey" = $apiKey }',
  "$body = @{ ProjectId = 'Projects-21'; Version = $env:BUILD_BUILDNUMBER } | ConvertTo-Json",
  'Invoke-RestMethod -Method Post -Uri "$server/api/releases" -Headers $headers -Body $body',
].join('\n'));
file('deploy/octopus/tentacle-register.ps1', [
  '& "C:\\Program Files\\Octopus Deploy\\Tentacle\\Tentacle.exe" register-with --instance "Tentacle" `',
  '    --server "https://deploy.halvorsen.example" `',
  '    --apiKey "$env:OCTOPUS_API_KEY" `',
  `    --role "web-server" --environment "Production" --comms-style TentaclePassive --publicHostName "$env:COMPUTERNAME"`,
  `# thumbprint of the server certificate: ${V.thumb()}`,
].join('\n'));
file('deploy/octopus/promote.sh', [
  '#!/usr/bin/env bash',
  'set -euo pipefail',
  cred('octopus-api-key', `OCTO_KEY="${V.octopus()}"`, 'Octopus API key in a shell script'),
  'octo promote-release --project "Orders" --from "UAT" --to "Production" --server https://deploy.halvorsen.example --apiKey "$OCTO_KEY"',
].join('\n'));

// ---- Azure DevOps variable groups / service connections ----
for (const [name, leak] of [['orders-prod-secrets', true], ['billing-prod-secrets', true], ['shared-dev', false], ['payments-prod-secrets', true]]) {
  const vars = {
    ASPNETCORE_ENVIRONMENT: { value: 'Production' },
    ApplicationInsightsConnectionString: { value: aiConn() },
    SqlAdminPassword: leak ? { value: cred('sql-password', password(), 'secret variable exported with its value in a variable group'), isSecret: false } : { value: null, isSecret: true },
    StorageAccountKey: leak && chance(0.6) ? { value: cred('azure-storage-key', V.storageKey(), 'storage key in a variable group export'), isSecret: false } : { value: null, isSecret: true },
    KeyVaultName: { value: 'kv-hlv-prod' },
  };
  if (leak && chance(0.5)) vars.SendGridApiKey = { value: cred('sendgrid', V.sendgrid(), 'SendGrid key in a variable group export'), isSecret: false };
  file(`deploy/variable-groups/${name}.json`, json({ name, type: 'Vsts', variables: vars, description: `Variables for ${name}` }));
}
file('deploy/templates/dotnet-build.yml', [
  'parameters:', '  - name: projects', "    type: string", "    default: '**/*.csproj'", '',
  'steps:', '- task: NuGetAuthenticate@1', '- task: DotNetCoreCLI@2', '  inputs:', '    command: restore', '    projects: ${{ parameters.projects }}',
  "    feedsToUse: 'config'", "    nugetConfigPath: 'NuGet.config'", '- script: dotnet nuget push **/*.nupkg --api-key $(NuGetApiKey) --source https://api.nuget.org/v3/index.json',
  '  env:', '    SYSTEM_ACCESSTOKEN: $(System.AccessToken)',
].join('\n'));
file('deploy/templates/release-stage.yml', [
  'stages:', '- stage: Release', '  jobs:', '  - deployment: Deploy', '    environment: production', '    strategy:', '      runOnce:', '        deploy:', '          steps:',
  '          - task: PowerShell@2', '            inputs:', '              targetType: inline', '              script: |',
  cred('azure-devops-pat', `                $pat = '${V.adoPat()}'`, 'Azure DevOps PAT inline in a release stage'),
  '                $auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat"))',
  '                Invoke-RestMethod -Uri "https://dev.azure.com/halvorsen/_apis/projects?api-version=7.1" -Headers @{ Authorization = "Basic $auth" }',
].join('\n'));

// ---- ARM templates ----
for (const name of ['sql', 'storage', 'servicebus', 'cosmos', 'signalr']) {
  const params = {
    location: { type: 'string', defaultValue: '[resourceGroup().location]' },
    adminPassword: name === 'sql' ? { type: 'securestring', defaultValue: cred('sql-password', password(), 'securestring ARM parameter with a default value') } : { type: 'securestring' },
  };
  const outputs = {};
  if (name === 'storage') outputs.connectionString = { type: 'string', value: "[concat('DefaultEndpointsProtocol=https;AccountName=', variables('name'), ';AccountKey=', listKeys(resourceId('Microsoft.Storage/storageAccounts', variables('name')), '2023-01-01').keys[0].value)]" };
  if (name === 'cosmos') outputs.primaryKey = { type: 'securestring', value: "[listKeys(resourceId('Microsoft.DocumentDB/databaseAccounts', variables('name')), '2023-04-15').primaryMasterKey]" };
  file(`infra/arm/${name}.json`, json({
    $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
    contentVersion: '1.0.0.0',
    parameters: params,
    variables: { name: `[concat('hlv${name}', uniqueString(resourceGroup().id))]` },
    resources: [],
    outputs,
  }));
}
file('infra/arm/signalr.parameters.json', json({
  $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#',
  contentVersion: '1.0.0.0',
  parameters: {
    signalRConnectionString: { value: cred('signalr-key', `Endpoint=https://sigr-hlv-prod.service.signalr.net;AccessKey=${V.signalr()};Version=1.0;`, 'SignalR access key in a parameters file') },
    unitCount: { value: 2 },
  },
}));
file('infra/arm/eventhub.parameters.json', json({
  $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#',
  contentVersion: '1.0.0.0',
  parameters: {
    eventHubConnection: { value: cred('servicebus-key', `Endpoint=sb://evh-hlv-telemetry.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=${V.busKey()};EntityPath=telemetry`, 'Event Hubs SAS key in a parameters file') },
    partitionCount: { value: 8 },
  },
}));

// ---- Azure Functions ----
for (const fn of ['ImportFunctions', 'InvoiceFunctions', 'NightlyJobs', 'WebhookFunctions']) {
  const values = {
    AzureWebJobsStorage: leakOr(0.5, 'azure-storage-key', storageConn(stAcct(fn, 'dev'), V.storageKey()), 'storage key in local.settings.json', 'UseDevelopmentStorage=true'),
    FUNCTIONS_WORKER_RUNTIME: 'dotnet-isolated',
    APPLICATIONINSIGHTS_CONNECTION_STRING: aiConn(),
  };
  if (chance(0.6)) values.CosmosDbConnection = leakOr(0.7, 'cosmos-key', cosmosConn(`cosmos-hlv-${fn.toLowerCase()}`, V.cosmosKey()), 'Cosmos DB key in local.settings.json', 'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==');
  if (chance(0.5)) values.ServiceBusConnection = leakOr(0.6, 'servicebus-key', busConn('sb-hlv-dev', V.busKey(), 'listen'), 'Service Bus key in local.settings.json', '');
  if (chance(0.4)) values.SAS_URL = leakOr(0.7, 'sas-token', `https://${stAcct(fn, 'prod')}.blob.core.windows.net/imports?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig=${V.sasSig()}`, 'storage SAS URL with signature', '');
  file(`functions/${fn}/local.settings.json`, json({ IsEncrypted: false, Values: values, Host: { CORSCredentials: false } }));
  file(`functions/${fn}/host.json`, json({ version: '2.0', logging: { applicationInsights: { samplingSettings: { isEnabled: true, excludedTypes: 'Request' } } } }));
  file(`functions/${fn}/Trigger.cs`, [
    'using Microsoft.Azure.Functions.Worker;', 'using Microsoft.Extensions.Logging;', '', `namespace ${ORG}.${fn};`, '',
    'public class Trigger(ILogger<Trigger> log)', '{',
    `    private const string CallbackUrl = "https://func-hlv-${fn.toLowerCase()}.azurewebsites.net/api/callback?code=${chance(0.5) ? cred('function-key', V.functionKey(), 'Azure Functions key in a callback URL') : '%CALLBACK_FUNCTION_KEY%'}";`,
    '    [Function("Run")]', '    public void Run([TimerTrigger("0 */5 * * * *")] TimerInfo timer) => log.LogInformation("tick {Url}", CallbackUrl);', '}',
  ].join('\n'));
}

// ---- SQL projects ----
for (const db of ['OrdersDb', 'BillingDb', 'WarehouseDb', 'AuditDb']) {
  file(`database/${db}/${db}.sqlproj`, ['<?xml version="1.0" encoding="utf-8"?>', '<Project DefaultTargets="Build" Sdk="Microsoft.Build.Sql/0.1.12-preview">', '  <PropertyGroup>',
    `    <Name>${db}</Name>`, `    <ProjectGuid>{${uuid().toUpperCase()}}</ProjectGuid>`, '    <DSP>Microsoft.Data.Tools.Schema.Sql.Sql160DatabaseSchemaProvider</DSP>', '  </PropertyGroup>', '</Project>'].join('\n'));
  file(`database/${db}/${db}.prod.publish.xml`, ['<?xml version="1.0" encoding="utf-8"?>', '<Project ToolsVersion="Current" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">', '  <PropertyGroup>',
    '    <IncludeCompositeObjects>True</IncludeCompositeObjects>', `    <TargetDatabaseName>${db}</TargetDatabaseName>`, '    <DeployScriptFileName>deploy.sql</DeployScriptFileName>',
    leakOr(0.7, 'sql-password', `    <TargetConnectionString>Data Source=${sqlServer(db.replace('Db', ''), 'prod')};Persist Security Info=True;User ID=dacpac_deploy;Password=${password()};Pooling=False;Encrypt=True</TargetConnectionString>`, 'SQL password in a .publish.xml TargetConnectionString',
      `    <TargetConnectionString>Data Source=${sqlServer(db.replace('Db', ''), 'prod')};Integrated Security=True;Encrypt=True</TargetConnectionString>`),
    '    <ProfileVersionNumber>1</ProfileVersionNumber>', '  </PropertyGroup>', '  <ItemGroup>', '    <SqlCmdVariable Include="Environment">', '      <Value>prod</Value>', '    </SqlCmdVariable>', '  </ItemGroup>', '</Project>'].join('\n'));
  file(`database/${db}/Scripts/PostDeploy.sql`, [
    `-- Post-deployment for ${db}`,
    "IF NOT EXISTS (SELECT 1 FROM sys.database_principals WHERE name = 'report_reader')",
    chance(0.6) ? cred('sql-password', `    CREATE LOGIN report_reader WITH PASSWORD = '${password()}';`, 'CREATE LOGIN with a literal password in a post-deploy script') : "    CREATE USER report_reader FROM EXTERNAL PROVIDER;",
    "ALTER ROLE db_datareader ADD MEMBER report_reader;",
    `INSERT INTO dbo.Settings(Name, Value) VALUES ('SchemaHash', '${hex(64)}');`,
  ].join('\n'));
}
file('deploy/publishsettings/app-hlv-orders-prod.PublishSettings', [
  '<publishData>',
  cred('publish-password', `  <publishProfile profileName="app-hlv-orders-prod - Web Deploy" publishMethod="MSDeploy" publishUrl="app-hlv-orders-prod.scm.azurewebsites.net:443" msdeploySite="app-hlv-orders-prod" userName="$app-hlv-orders-prod" userPWD="${V.publishPwd()}" destinationAppUrl="https://app-hlv-orders-prod.azurewebsites.net" SQLServerDBConnectionString="" hostingProviderForumLink="" controlPanelLink="https://portal.azure.com" webSystem="WebSites" />`, 'web-deploy userPWD in a .PublishSettings file'),
  `  <publishProfile profileName="app-hlv-orders-prod - FTP" publishMethod="FTP" publishUrl="ftps://waws-prod-am2-${int(900)}.ftp.azurewebsites.windows.net/site/wwwroot" ftpPassiveMode="True" userName="app-hlv-orders-prod\\$app-hlv-orders-prod" userPWD="" destinationAppUrl="https://app-hlv-orders-prod.azurewebsites.net" />`,
  '</publishData>',
].join('\n'));

// ---- docker-compose ----
for (const [rel, leak] of [['docker-compose.yml', false], ['services/Orders/docker-compose.override.yml', true], ['tools/sql-sandbox/docker-compose.yml', true]]) {
  file(rel, [
    'services:', '  sql:', '    image: mcr.microsoft.com/mssql/server:2022-latest', '    environment:', '      ACCEPT_EULA: "Y"',
    leak ? cred('sql-password', `      MSSQL_SA_PASSWORD: "${cap(pick(WORDS))}!${digits(4)}${cap(pick(WORDS))}"`, 'SA password in docker-compose') : '      MSSQL_SA_PASSWORD: "${SA_PASSWORD:?set SA_PASSWORD}"',
    '    ports:', '      - "1433:1433"', '  azurite:', '    image: mcr.microsoft.com/azure-storage/azurite', '    ports:', '      - "10000:10000"',
    '  rabbit:', '    image: rabbitmq:3-management', '    environment:',
    leak && chance(0.6) ? cred('password', `      RABBITMQ_DEFAULT_PASS: ${password().replace(/[#*!]/g, 'x')}`, 'RabbitMQ password in docker-compose') : '      RABBITMQ_DEFAULT_PASS: guest',
    '      RABBITMQ_DEFAULT_USER: guest',
  ].join('\n'));
}

// ---- Windows registry and ini ----
for (const [name, leak] of [['EdiPoller', true], ['LabelPrinter', true], ['ScannerBridge', false], ['Kiosk', true]]) {
  file(`ops/registry/${name}.reg`, [
    'Windows Registry Editor Version 5.00', '',
    `[HKEY_LOCAL_MACHINE\\SOFTWARE\\${ORG}\\${name}]`,
    '"InstallDir"="C:\\\\Program Files\\\\Halvorsen\\\\' + name + '"',
    `"InstanceId"="{${uuid().toUpperCase()}}"`,
    leak ? cred('sql-password', `"ConnectionString"="${sqlConn(name, 'prod', password())}"`, 'SQL password in a .reg file') : '"ConnectionString"="Data Source=SQLPROD01;Initial Catalog=Edi;Integrated Security=SSPI"',
    '"LogLevel"=dword:00000002',
    leak && chance(0.7) ? cred('password', `"ServicePassword"="${password()}"`, 'service password in a .reg file') : '"ServicePassword"=""',
    `"LicenseHash"=hex:${Array.from({ length: 20 }, () => hex(2)).join(',')}`,
  ].join('\r\n'));
  file(`ops/ini/${name}.ini`, [
    '[General]', `Name=${name}`, `Site=HLV-${pick(['OSL', 'BGO', 'TRD', 'SVG'])}`, '',
    '[Database]', 'Server=SQLPROD01', `Database=${name}`, `User=${name.toLowerCase()}_svc`,
    leak && chance(0.8) ? cred('password', `Password=${password().replace(/[;#]/g, 'x')}`, 'database password in an .ini file') : 'Password=',
    '', '[Ftp]', 'Host=ftp.partner.example', 'User=halvorsen',
    leak && chance(0.5) ? cred('password', `Pass=${password().replace(/[;#]/g, 'x')}`, 'FTP password in an .ini file') : 'Pass=%FTP_PASS%',
    `Fingerprint=${Array.from({ length: 16 }, () => hex(2)).join(':')}`,
  ].join('\r\n'));
}

// ---- certificates ----
file('ops/certs/api.halvorsen.example.crt', cert());
file('ops/certs/api.halvorsen.example.key', cred('private-key', rsaKey(), 'TLS private key committed next to its certificate', '-----BEGIN RSA PRIVATE KEY-----'));
file('ops/certs/signing.pem', [cred('private-key', pkcs8(), 'token-signing private key', '-----BEGIN PRIVATE KEY-----'), cert()].join('\n'));
file('ops/certs/README.md', [
  '# Certificates', '', '| Host | Thumbprint | Expires |', '|---|---|---|',
  ...Array.from({ length: 4 }, (_, i) => `| api${i}.halvorsen.example | ${V.thumb()} | 2026-0${1 + i}-01 |`), '',
  'Import the PFX on a web server:', '', '```powershell',
  cred('pfx-password', `certutil -f -p "${password().replace(/[!%]/g, 'x')}" -importpfx .\\api.halvorsen.example.pfx`, 'PFX password in a certificate runbook'),
  '```',
].join('\n'));
file('ops/scripts/Export-Certificate.ps1', [
  'param([string]$Thumbprint)',
  '$cert = Get-ChildItem -Path "Cert:\\LocalMachine\\My\\$Thumbprint"',
  cred('pfx-password', `$pwd = ConvertTo-SecureString "${password()}" -AsPlainText -Force`, 'PFX export password in PowerShell'),
  'Export-PfxCertificate -Cert $cert -FilePath "C:\\backup\\$Thumbprint.pfx" -Password $pwd',
].join('\n'));
file('ops/scripts/Set-AppPoolIdentity.ps1', [
  'Import-Module WebAdministration',
  "$pool = 'HalvorsenIntranet'",
  chance(0.5) ? cred('password', `Set-ItemProperty "IIS:\\AppPools\\$pool" -Name processModel -Value @{userName='HALVORSEN\\svc_intranet';password='${password()}';identitytype=3}`, 'app-pool identity password in PowerShell') : "Set-ItemProperty \"IIS:\\AppPools\\$pool\" -Name processModel -Value @{identitytype='ApplicationPoolIdentity'}",
  'Restart-WebAppPool -Name $pool',
].join('\n'));
file('ops/scripts/Rotate-StorageKey.ps1', [
  "param([string]$Account = 'sthlvshared')",
  '$keys = Get-AzStorageAccountKey -ResourceGroupName rg-hlv-shared -Name $Account',
  'New-AzStorageAccountKey -ResourceGroupName rg-hlv-shared -Name $Account -KeyName key2 | Out-Null',
  '$conn = "DefaultEndpointsProtocol=https;AccountName=$Account;AccountKey=$($keys[0].Value);EndpointSuffix=core.windows.net"',
  "Set-AzKeyVaultSecret -VaultName kv-hlv-prod -Name storage-conn -SecretValue (ConvertTo-SecureString $conn -AsPlainText -Force)",
].join('\n'));
file('ops/scripts/backup-sql.cmd', [
  '@echo off',
  `sqlcmd -S SQLPROD01 -U backup_operator -P ${cred('sql-password', password().replace(/[%!&^]/g, 'x'), 'sqlcmd -P password in a batch file')} -Q "BACKUP DATABASE [Orders] TO DISK='D:\\backup\\orders.bak'"`,
  'sqlcmd -S SQLPROD02 -E -Q "BACKUP DATABASE [Billing] TO DISK=\'D:\\backup\\billing.bak\'"',
].join('\r\n'));

// ---- shared libraries: constants ----
file('shared/Halvorsen.Common/Constants.cs', [
  'namespace Halvorsen.Common;', '', 'public static class Constants', '{',
  '    public const string ApiKeyHeader = "X-Api-Key";',
  '    public const string CorrelationHeader = "X-Correlation-Id";',
  `    public const string DefaultTenant = "${uuid()}";`,
  `    public const string MapsClientId = "${uuid()}";`,
  cred('maps-key', `    public const string AzureMapsKey = "${V.mapsKey()}";`, 'Azure Maps subscription key constant'),
  cred('app-insights-api-key', `    internal const string AppInsightsApiKey = "${V.appInsightsApiKey()}";`, 'Application Insights API key (query access) constant'),
  `    public const string AppInsightsAppId = "${uuid()}";`,
  '    public const string PasswordResetPath = "/account/reset-password";',
  '    public const string SecretHeaderName = "X-Webhook-Secret";',
  `    public const string BuildCommit = "${hex(40)}";`,
  '}',
].join('\n'));
file('shared/Halvorsen.Common/Security/HmacValidator.cs', [
  'using System.Security.Cryptography;', 'using System.Text;', '', 'namespace Halvorsen.Common.Security;', '',
  'public sealed class HmacValidator', '{',
  cred('hmac-key', `    private static readonly byte[] Key = Convert.FromBase64String("${b64(32)}");`, 'HMAC webhook key as a base64 literal'),
  '    public bool IsValid(string body, string signature)', '    {',
  '        using var h = new HMACSHA256(Key);',
  '        var expected = Convert.ToHexString(h.ComputeHash(Encoding.UTF8.GetBytes(body)));',
  '        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature));',
  '    }', '}',
].join('\n'));
file('shared/Halvorsen.Common/Security/DataProtection.cs', [
  'namespace Halvorsen.Common.Security;', '', 'public static class LegacyCrypto', '{',
  cred('encryption-key', `    private const string AesKey = "${hex(64)}";`, 'AES key as a hex constant'),
  `    private const string AesIv = "${hex(32)}";`,
  `    public static readonly Guid Purpose = new("${uuid()}");`,
  '}',
].join('\n'));
file('shared/Halvorsen.Common/Http/PartnerClient.cs', [
  'using System.Net.Http.Headers;', '', 'namespace Halvorsen.Common.Http;', '', 'public class PartnerClient(HttpClient http)', '{',
  '    public async Task<string> GetAsync(string path)', '    {',
  cred('api-key', `        http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "${hex(32)}");`, 'APIM subscription key header'),
  cred('token', `        http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "${'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.' + b64url(JSON.stringify({ aud: 'api://partner', iss: 'https://sts.windows.net/' + uuid() + '/', appid: uuid(), exp: 1893456000 })) + '.' + from(URLSAFE, 86)}");`, 'bearer JWT hard-coded in an HttpClient'),
  '        return await http.GetStringAsync(path);', '    }', '}',
].join('\n'));
file('shared/Halvorsen.Common/Http/BasicAuthHandler.cs', [
  'using System.Net.Http.Headers;', 'using System.Text;', '', 'namespace Halvorsen.Common.Http;', '',
  'public class BasicAuthHandler : DelegatingHandler', '{',
  '    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)', '    {',
  cred('password', `        var raw = Encoding.ASCII.GetBytes("erp_integration:${password()}");`, 'user:password pair for basic auth'),
  '        request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(raw));',
  '        return base.SendAsync(request, ct);', '    }', '}',
].join('\n'));
file('shared/Halvorsen.Messaging/RabbitSettings.cs', [
  'namespace Halvorsen.Messaging;', '', 'public record RabbitSettings', '{',
  `    public string Uri { get; init; } = "amqp://orders:${cred('password', password().replace(/[#%@!*]/g, 'x'), 'password in an AMQP URI default')}@rabbit-prod.halvorsen.local:5672/orders";`,
  '    public string Exchange { get; init; } = "halvorsen.events";', '}',
].join('\n'));

// ---- docs ----
file('docs/onboarding.md', [
  '# Developer onboarding', '',
  '1. Install the .NET 8 SDK and SQL Server Developer Edition.',
  '2. Run `dotnet user-secrets init` in each API project and set the values below.', '',
  '```json',
  '{',
  '  "ConnectionStrings:OrdersDb": "Server=localhost;Database=HalvorsenOrders;User Id=sa;Password=<your-password>;TrustServerCertificate=True",',
  '  "SendGrid:ApiKey": "SG.<key>",',
  '  "Stripe:SecretKey": "sk_test_...",',
  '  "AzureAd:ClientSecret": "<secret>"',
  '}',
  '```', '',
  `The Azurite account key is \`${AZURITE}\` — it is public and only works against the emulator.`,
  'Never commit `secrets.json`. Production values live in Key Vault `kv-hlv-prod`.',
].join('\n'));
file('docs/runbooks/sql-failover.md', [
  '# SQL failover runbook', '',
  'Connect with the break-glass login (rotate after every use):', '',
  '```',
  cred('sql-password', `sqlcmd -S sql-hlv-orders-prod.database.windows.net -U breakglass -P "${password().replace(/["$`]/g, 'x')}" -d master`, 'break-glass SQL password in a runbook'),
  '```', '',
  'Then run `ALTER DATABASE ... FAILOVER` from the secondary.',
].join('\n'));
file('docs/runbooks/storage.md', [
  '# Storage accounts', '',
  '| Account | Purpose |', '|---|---|', '| sthlvshared | shared blobs |', '| sthlvexports | partner exports |', '',
  'Temporary access for the partner (expires end of quarter):', '',
  cred('sas-token', `https://sthlvexports.blob.core.windows.net/outbound?sp=rl&st=2025-04-01T00:00:00Z&se=2025-06-30T23:59:59Z&spr=https&sv=2022-11-02&sr=c&sig=${V.sasSig()}`, 'container SAS URL pasted in docs'),
  '', 'Generate new ones with `az storage container generate-sas --as-user --auth-mode login`.',
].join('\n'));
file('docs/runbooks/service-principal.md', [
  '# Deployment service principal', '',
  'Created with `az ad sp create-for-rbac --name sp-hlv-deploy --role contributor`. Output (store in the library, not here):', '',
  '```json',
  '{',
  `  "appId": "${uuid()}",`,
  '  "displayName": "sp-hlv-deploy",',
  chance(0.5) ? cred('aad-client-secret', `  "password": "${V.aadSecret()}",`, 'service principal password pasted in docs') : '  "password": "<redacted>",',
  `  "tenant": "${uuid()}"`,
  '}',
  '```',
].join('\n'));
file('docs/architecture.md', [
  '# Architecture', '',
  'Services talk over Service Bus (namespace `sb-hlv-prod`) with managed identity; no SAS keys in configuration.',
  'Connection strings look like `Endpoint=sb://<namespace>.servicebus.windows.net/;SharedAccessKeyName=<name>;SharedAccessKey=<key>` where still needed.', '',
  '```csharp',
  'var client = new ServiceBusClient("sb-hlv-prod.servicebus.windows.net", new DefaultAzureCredential());',
  '```', '',
  'Cosmos DB (emulator key for local work only):', '',
  '```',
  'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==',
  '```',
].join('\n'));
file('docs/integrations/twilio.md', [
  '# Twilio', '', `Account SID: \`${V.twilioSid()}\` (not secret).`,
  `API key SID: \`${V.twilioKeySid()}\``,
  cred('twilio-api-secret', `API key secret: \`${V.twilioKeySecret()}\``, 'Twilio API key secret in docs'),
  '', 'Auth token lives in Key Vault as `twilio-auth-token`.',
].join('\n'));
file('docs/integrations/stripe.md', [
  '# Stripe', '', `Publishable key (safe in the browser): \`${V.stripePub()}\``, '',
  'Test mode uses `sk_test_...` keys from the dashboard; the live key is only in Key Vault.', '',
  '```csharp', 'StripeConfiguration.ApiKey = configuration["Stripe:SecretKey"];', '```',
].join('\n'));
file('docs/legacy/machinekey.md', [
  '# Web farm machineKey', '',
  'All Intranet nodes must share the machineKey; generate with `Generate-MachineKey -validation sha256`.', '',
  '```xml',
  '<machineKey validationKey="[128 hex chars]" decryptionKey="[64 hex chars]" validation="HMACSHA256" decryption="AES" />',
  '```', '',
  'The key currently in use on the farm (move to protected configuration!):', '',
  '```xml',
  cred('machine-key', `<machineKey validationKey="${V.machineValidation()}"`, 'machineKey validationKey in docs'),
  cred('machine-key', `            decryptionKey="${V.machineDecryption()}" validation="HMACSHA256" decryption="AES" />`, 'machineKey decryptionKey in docs'),
  '```',
].join('\n'));
file('CHANGELOG.md', ['# Changelog', '', '## 2025.06', '- Rotated SQL passwords; moved to Key Vault references.', `- Bumped Azure.Identity (sha ${hex(40)}).`, '- Removed SendGrid key from appsettings (see PR #412).'].join('\n'));
file('README.md', ['# Halvorsen platform', '', 'Monorepo for the Halvorsen .NET services. See `docs/onboarding.md`.', '', `Pipeline status: ![status](https://dev.azure.com/halvorsen/platform/_apis/build/status/${int(300)})`].join('\n'));

// ---- notebooks ----
file('analytics/notebooks/order-volume.ipynb', notebook([
  { md: '# Order volume by region\nReads the `orders` container in Cosmos DB.' },
  { code: `from azure.cosmos import CosmosClient\nimport pandas as pd\n\nENDPOINT = "https://cosmos-hlv-orders.documents.azure.com:443/"\nKEY = "${cred('cosmos-key', V.cosmosKey(), 'Cosmos DB key in a notebook')}"\nclient = CosmosClient(ENDPOINT, credential=KEY)`, n: 1 },
  { code: 'items = client.get_database_client("orders").get_container_client("orders").query_items("SELECT * FROM c", enable_cross_partition_query=True)\ndf = pd.DataFrame(list(items))\ndf.groupby("region").size()', n: 2, outputs: [{ output_type: 'execute_result', execution_count: 2, data: { 'text/plain': ['region\n', 'EU    10432\n', 'NA     3321\n'] }, metadata: {} }] },
]));
file('analytics/notebooks/storage-audit.ipynb', notebook([
  { md: '# Blob inventory' },
  { code: `import os\nfrom azure.storage.blob import BlobServiceClient\nconn = os.environ["AZURE_STORAGE_CONNECTION_STRING"]\nsvc = BlobServiceClient.from_connection_string(conn)`, n: 1 },
  { code: `# checksum of last export\nEXPORT_MD5 = "${b64(16)}"\nEXPORT_SHA = "${hex(64)}"`, n: 2 },
]));
file('analytics/notebooks/billing-kql.ipynb', notebook([
  { md: '# Billing telemetry (Application Insights REST API)' },
  { code: `import requests\nAPP_ID = "${uuid()}"\nAPI_KEY = "${cred('app-insights-api-key', V.appInsightsApiKey(), 'Application Insights API key in a notebook')}"\nr = requests.get(f"https://api.applicationinsights.io/v1/apps/{APP_ID}/query", params={"query": "requests | take 10"}, headers={"x-api-key": API_KEY})`, n: 1 },
]));

// ---- misc look-alikes ----
file('tools/build-agent/agent.env', [
  'AZP_URL=https://dev.azure.com/halvorsen',
  cred('azure-devops-pat', `AZP_TOKEN=${V.adoPat()}`, 'Azure DevOps agent PAT in an env file'),
  'AZP_POOL=Halvorsen-Windows',
  `AZP_AGENT_NAME=build-${int(40)}`,
].join('\n'));
file('tools/build-agent/install-agent.ps1', [
  '.\\config.cmd --unattended --url https://dev.azure.com/halvorsen --auth pat --token $env:AZP_TOKEN --pool Halvorsen-Windows --agent $env:COMPUTERNAME --runAsService',
].join('\n'));
file('global.json', json({ sdk: { version: '8.0.301', rollForward: 'latestFeature' } }));
file('Directory.Build.props', ['<Project>', '  <PropertyGroup>', '    <Company>Halvorsen Logistics AS</Company>', '    <LangVersion>latest</LangVersion>',
  `    <SignAssembly>true</SignAssembly>`, '    <AssemblyOriginatorKeyFile>$(MSBuildThisFileDirectory)halvorsen.snk</AssemblyOriginatorKeyFile>', `    <PublicKeyToken>${hex(16)}</PublicKeyToken>`, '  </PropertyGroup>', '</Project>'].join('\n'));
file('.config/dotnet-tools.json', json({ version: 1, isRoot: true, tools: { 'dotnet-ef': { version: '8.0.6', commands: ['dotnet-ef'] } } }));
file('frontend/package-lock.json', json({
  name: 'halvorsen-portal', lockfileVersion: 3, requires: true,
  packages: Object.fromEntries(['react', 'react-dom', '@azure/msal-browser', 'axios', 'dayjs'].map((n) => [`node_modules/${n}`, { version: `${1 + int(18)}.${int(10)}.${int(10)}`, resolved: `https://registry.npmjs.org/${n}/-/${n.split('/').pop()}-1.0.0.tgz`, integrity: 'sha512-' + b64(64) }])),
}));
file('frontend/src/authConfig.ts', [
  'export const msalConfig = {',
  `  auth: { clientId: '${uuid()}', authority: 'https://login.microsoftonline.com/${uuid()}', redirectUri: '/' },`,
  "  cache: { cacheLocation: 'sessionStorage' },",
  '};',
  `export const stripePublishableKey = '${V.stripePub()}';`,
  `export const appInsightsConnection = '${aiConn()}';`,
].join('\n'));

writeSet(out, [
  '# heldout13 — an enterprise .NET shop (written blind)',
  '',
  `Generated by bench/secrets/make-heldout13.mjs (seed ${seedFromArgs(13013)}). LABELS.json lists each {file, line, kind, why}.`,
  "See the generator's top comment for what counts as a credential.",
  '',
].join('\n'));
void files; void labels;
