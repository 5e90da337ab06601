var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "VX*hsTMoZH6!rOF");
