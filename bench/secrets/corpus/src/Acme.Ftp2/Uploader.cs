var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "Bw6b9yCY749!lQj");
