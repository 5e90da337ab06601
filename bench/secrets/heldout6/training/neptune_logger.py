import neptune

run = neptune.init_run(
    project="lakehouse/churn",
    api_token="eyJhcGlfYWRkcmVzcyI6Imh0dHBzOi8vbmVwdHVuZS5sYWtlaG91c2UuaW50ZXJuYWwiLCJhcGlfdXJsIjoiaHR0cHM6Ly9uZXB0dW5lLmxha2Vob3VzZS5pbnRlcm5hbCIsImFwaV9rZXkiOiI2MGU2YzZlNS0wZWZiLTQzOTEtYTM1Zi01Y2I4MWMwYzA0MWYifQ==",
)
