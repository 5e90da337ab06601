var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "L6Ni7d7^XN7!ToJ");
