using Azure.Storage.Blobs;

namespace Harbor.Reports.Storage;

public sealed class BlobExporter
{
    private const string ConnectionString =
        "DefaultEndpointsProtocol=https;AccountName=harborreports;AccountKey=X6X2FaKNHRb8SPdcafi+/s//927hgWBJsk9zd2H93gnsTOtQ4D5R7BtcDkMIeALO6I45UU8Ut3MH7OyZlcNUka==;EndpointSuffix=core.windows.net";

    private readonly BlobContainerClient _container = new(ConnectionString, "reports");

    public async Task<Uri> UploadAsync(string name, Stream content, CancellationToken ct)
    {
        var blob = _container.GetBlobClient(name);
        await blob.UploadAsync(content, overwrite: true, ct);
        return blob.Uri;
    }
}
