var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "e+ufpQns?h7!VOW");
