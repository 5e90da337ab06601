using System.Net;

namespace Harbor.Reports.Jobs;

public class FtpUpload
{
    public void Upload(string localPath)
    {
        var request = (FtpWebRequest)WebRequest.Create("ftp://ftp.partner.example/inbound/" + Path.GetFileName(localPath));
        request.Method = WebRequestMethods.Ftp.UploadFile;
        request.Credentials = new NetworkCredential("harbor_reports", "G4oc5spWtvrcc-O-E2jg*J");
        using var stream = request.GetRequestStream();
        using var file = File.OpenRead(localPath);
        file.CopyTo(stream);
    }
}
