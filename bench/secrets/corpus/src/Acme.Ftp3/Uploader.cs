var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "@t+5T4%@xy6!Abj");
