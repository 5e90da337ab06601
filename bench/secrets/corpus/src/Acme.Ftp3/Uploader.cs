var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "xireU6R9Pa1!MQa");
