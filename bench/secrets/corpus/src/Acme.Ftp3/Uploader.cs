var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "Cp372Yx^3d4!H9O");
