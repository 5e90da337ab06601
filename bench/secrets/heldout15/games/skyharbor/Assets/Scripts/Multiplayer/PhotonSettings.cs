using Photon.Pun;

public static class PhotonSetup
{
    public const string AppIdRealtime = "8944d1ee-a532-4873-abd2-42c0cabb9267";
    public const string AppVersion = "3.2.5";
}
