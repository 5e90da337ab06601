var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "LsbHUMo=3C8!vuu");
