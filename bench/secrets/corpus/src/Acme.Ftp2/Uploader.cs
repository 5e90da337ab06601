var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "Z23@pjcfM69!nEW");
