// service account key for signing GCS URLs
const serviceAccount = {
  type: "service_account",
  project_id: "shop-prod-k9xsb0",
  private_key_id: "5f7561df31e488f5051def47d0ff65c6560ef724",
  private_key: "-----BEGIN PRIVATE KEY-----\nzbwRYnuZIXkjSCCpKpEag28xAAeX2HsZOgBGfulNd0LhQaoNECqCXCWuwudAJIvl\n4CrDURJ9V50aBKEpjM//BKk6Tt0q6VU5v4acMXqQ7KGOUVNwh/Nvi8Qc8/t8fLaH\nbkzVMTTkCDEdZ9lmAuPFEeGRo4+DTrXePpzR8sPE\n-----END PRIVATE KEY-----\n",
  client_email: "signer@shop-prod.iam.gserviceaccount.com",
};
module.exports = { serviceAccount };
