// service account key for signing GCS URLs
const serviceAccount = {
  type: "service_account",
  project_id: "shop-prod-m325o6",
  private_key_id: "b39bbab1f77224ced072ae7f7725dffbfee6571d",
  private_key: "-----BEGIN PRIVATE KEY-----\ndhaXbWG1BesC7+J+lCJgWkCYHscNKEW4o7tQl7gB0N2Vyt04M+AUQy8up1XsDeA+\n8Vmg7gyDn09Qbob4k+uhUPlRTxzF1iFoGez7fNBzDUPBRg/Ri0tJ8kQzb1L5salG\n1Vwum34RYj9UvXl48EsK1bhQwSyUx4qiGiclA8r2\n-----END PRIVATE KEY-----\n",
  client_email: "signer@shop-prod.iam.gserviceaccount.com",
};
module.exports = { serviceAccount };
