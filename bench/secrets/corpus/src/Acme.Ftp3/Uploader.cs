var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "t7C8c^z7S&3!wgK");
