using Azure.Storage.Blobs;

namespace Acme.Api.Services;

public class BlobService
{
    private const string ConnectionString = "DefaultEndpointsProtocol=https;AccountName=acmemedia;AccountKey=swyDz5WmRKIUqjYi5Xk1aa2PSCEGp/pllBhEkqYaKYSYGMO+1hR2qm8w6KZ2jLQx04R8N3s+4VHJ0RQZ/40yYw==;EndpointSuffix=core.windows.net";
    private readonly BlobServiceClient _client = new(ConnectionString);

    public BlobContainerClient Container(string name) => _client.GetBlobContainerClient(name);
}
