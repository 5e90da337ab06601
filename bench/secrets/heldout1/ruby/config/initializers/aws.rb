Aws.config.update(
  region: "eu-west-1",
  credentials: Aws::Credentials.new("AKIALBIYW3YGBLHLXZIB", "CcDDDkvBg1PVAu5tO2uwcHU3Yx6EQ57yTgz8t5c6")
)
